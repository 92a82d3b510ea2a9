import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../db/database';

export type JobStatus = 'queued' | 'executing' | 'completed' | 'failed';

export interface JobsTable {
  id: string;
  user_id: number;
  kind: string;
  status: JobStatus;
  payload: string;
  result: string | null;
  run_at: string;
  created_at: string;
  updated_at: string;
}

type Handler = (payload: unknown) => Promise<unknown>;

/**
 * The background job queue: queued, executing, then completed or failed. Jobs live in the
 * database, so a restart picks up what was queued; handlers are registered by plugins.
 */
export class Jobs {
  private readonly handlers = new Map<string, Handler>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private readonly db: Kysely<{ jobs: JobsTable }>;

  constructor(db: Database, private readonly log?: FastifyBaseLogger) {
    this.db = db.withTables<{ jobs: JobsTable }>() as unknown as Kysely<{ jobs: JobsTable }>;
  }

  handle(kind: string, handler: Handler): void {
    this.handlers.set(kind, handler);
  }

  async enqueue(userId: number, kind: string, payload: unknown, delayMs = 0): Promise<string> {
    const id = crypto.randomUUID();
    const now = nowIso();
    await this.db
      .insertInto('jobs')
      .values({ id, user_id: userId, kind, status: 'queued', payload: JSON.stringify(payload), result: null, run_at: new Date(Date.now() + delayMs).toISOString(), created_at: now, updated_at: now })
      .execute();
    return id;
  }

  async get(id: string): Promise<JobsTable | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  start(intervalMs = 200): void {
    this.timer ??= setInterval(() => void this.tick(), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Runs every due job once; public so tests can drive the queue without waiting. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const due = await this.db.selectFrom('jobs').selectAll().where('status', '=', 'queued').where('run_at', '<=', nowIso()).orderBy('run_at').limit(10).execute();
      for (const job of due) await this.run(job);
    } finally {
      this.running = false;
    }
  }

  private async run(job: JobsTable): Promise<void> {
    const handler = this.handlers.get(job.kind);
    await this.db.updateTable('jobs').set({ status: 'executing', updated_at: nowIso() }).where('id', '=', job.id).execute();
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(JSON.parse(job.payload));
      await this.db.updateTable('jobs').set({ status: 'completed', result: JSON.stringify(result ?? null), updated_at: nowIso() }).where('id', '=', job.id).execute();
    } catch (error) {
      this.log?.error({ err: error, job: job.id }, 'job failed');
      await this.db.updateTable('jobs').set({ status: 'failed', result: JSON.stringify({ message: (error as Error).message }), updated_at: nowIso() }).where('id', '=', job.id).execute();
    }
  }
}
