import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso, type Database } from '../db/database';
import { storageFailureOf } from '../http/storageFailure';

export type JobStatus = 'queued' | 'executing' | 'completed' | 'failed';

export interface JobsTable {
  id: string;
  user_id: number;
  kind: string;
  status: JobStatus;
  payload: string;
  result: string | null;
  attempts: number;
  run_at: string;
  created_at: string;
  updated_at: string;
}

type Handler = (payload: unknown) => Promise<unknown>;

export interface RetryPolicy {
  /** Wait before the second attempt; doubled for each one after. */
  baseMs: number;
  maxAttempts: number;
}

/** Jobs one tick runs at most. */
const BATCH = 10;

/** The loop itself (not a job) backs off this long at most while the database cannot be read. */
const MAX_LOOP_BACKOFF_MS = 30_000;

/** How long stopping waits for the jobs of a tick under way to end (a hung handler must not hold a shutdown forever). */
const STOP_GRACE_MS = 10_000;

/**
 * The background job queue: queued, executing, then completed or failed. Jobs live in the
 * database, so a restart picks up what was queued; handlers are registered by plugins.
 * Nothing here may end the process: a failed run is retried with backoff, a result that could
 * not be written (disk full, another writer's lock) is kept and written on a later tick.
 */
export class Jobs {
  retry: RetryPolicy = { baseMs: 1000, maxAttempts: 5 };
  private readonly handlers = new Map<string, Handler>();
  private readonly unsaved = new Map<string, Partial<JobsTable>>();
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private loopFailures = 0;
  private resumeAt = 0;
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
      .values({ id, user_id: userId, kind, status: 'queued', payload: JSON.stringify(payload), result: null, attempts: 0, run_at: new Date(Date.now() + delayMs).toISOString(), created_at: now, updated_at: now })
      .execute();
    return id;
  }

  async get(id: string): Promise<JobsTable | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  start(intervalMs = 200): void {
    this.timer ??= setInterval(() => {
      if (Date.now() >= this.resumeAt) void this.tick();
    }, intervalMs);
  }

  /**
   * No tick starts after this; resolves when the tick under way has ended (at most STOP_GRACE_MS),
   * so the database is not closed under a running job.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.inFlight) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.inFlight, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
    clearTimeout(timeout);
  }

  /**
   * Runs every due job once; public so tests can drive the queue without waiting. A call while a
   * tick is under way waits for that one. Never rejects.
   */
  tick(): Promise<void> {
    this.inFlight ??= this.runDueJobs().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async runDueJobs(): Promise<void> {
    try {
      await this.saveUnsaved();
      // Each due job runs at most once a tick, even when it fails and is due again at once.
      const ran: string[] = [];
      while (ran.length < BATCH) {
        const job = await this.claimNext(ran);
        if (!job) break;
        ran.push(job.id);
        await this.run(job);
      }
      this.loopFailures = 0;
      this.resumeAt = 0;
    } catch (error) {
      this.loopFailures += 1;
      const backoff = Math.min(MAX_LOOP_BACKOFF_MS, this.retry.baseMs * 2 ** (this.loopFailures - 1));
      this.resumeAt = Date.now() + backoff;
      this.log?.error({ err: error, retryInMs: backoff }, `job loop: ${storageFailureOf(error)?.log ?? 'run failed'}`);
    }
  }

  /**
   * The next due job, moved to executing by this process alone. PostgreSQL: the row is locked and
   * skipped by other processes' claims (FOR UPDATE SKIP LOCKED), so they take the next ones at
   * once. SQLite (one writer at a time): the update only moves a job still queued, so of two
   * processes reading the same job one gets it and the other tries the next.
   */
  private async claimNext(ran: string[]): Promise<JobsTable | null> {
    const now = nowIso();
    const due = this.db
      .selectFrom('jobs')
      .where('status', '=', 'queued')
      .where('run_at', '<=', now)
      .$if(ran.length > 0, (q) => q.where('id', 'not in', ran))
      .orderBy('run_at');
    if (isPostgres(this.db)) {
      const next = due.select('id').limit(1).forUpdate().skipLocked();
      const claimed = await this.db
        .updateTable('jobs')
        .set((eb) => ({ status: 'executing', attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('id', '=', next)
        .returningAll()
        .executeTakeFirst();
      return claimed ?? null;
    }
    for (const job of await due.selectAll().limit(BATCH).execute()) {
      const claimed = await this.db.updateTable('jobs').set({ status: 'executing', attempts: job.attempts + 1, updated_at: now }).where('id', '=', job.id).where('status', '=', 'queued').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0) return { ...job, status: 'executing', attempts: job.attempts + 1 };
    }
    return null;
  }

  private async run(job: JobsTable): Promise<void> {
    const attempts = job.attempts;
    let outcome: Partial<JobsTable>;
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(JSON.parse(job.payload));
      outcome = { status: 'completed', result: JSON.stringify(result ?? null) };
    } catch (error) {
      const retrying = attempts < this.retry.maxAttempts;
      const delay = this.retry.baseMs * 2 ** (attempts - 1);
      this.log?.error({ err: error, job: job.id, kind: job.kind, attempts, retryInMs: retrying ? delay : null }, retrying ? 'job failed; will retry' : 'job failed for good');
      outcome = retrying
        ? { status: 'queued', run_at: new Date(Date.now() + delay).toISOString() }
        : { status: 'failed', result: JSON.stringify({ message: (error as Error).message }) };
    }
    this.unsaved.set(job.id, { ...outcome, updated_at: nowIso() });
    await this.saveUnsaved();
  }

  /** A handler's outcome survives a failed write: it stays here until the database takes it. */
  private async saveUnsaved(): Promise<void> {
    for (const [id, outcome] of this.unsaved) {
      await this.db.updateTable('jobs').set(outcome).where('id', '=', id).execute();
      this.unsaved.delete(id);
    }
  }
}
