import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isPostgres, nowIso, type Database } from '../db/database';
import { HttpError } from '../http/errors';
import { storageFailureOf } from '../http/storageFailure';
import { jobSettingsFrom, type JobSettings } from './settings';

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
  /** The worker whose claim holds the job while it executes. */
  locked_by: string | null;
  /** Until when that claim holds without a heartbeat; past it, another worker takes the job over. */
  locked_until: string | null;
  /** The steps a run finished (JSON object, step name to its result), so a later attempt skips them. */
  steps: string | null;
}

/** What a handler gets beside its payload. */
export interface JobRun {
  readonly id: string;
  /** 1 on the first run; higher when a failed or interrupted run is taken again. */
  readonly attempt: number;
  /**
   * Runs `work` once for this job: its result (a JSON value) is kept in the job, and a later attempt
   * (after a failure, or after the process died) gets the kept result without running it again.
   */
  step<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * A step of database writes only, done in one transaction with the note that it was done: a
   * later attempt finds either all of it or none of it (enqueue a follow-up job with `trx` as `within`).
   */
  transactionStep<T>(name: string, work: (trx: Database) => Promise<T>): Promise<T>;
}

export type JobHandler = (payload: unknown, run: JobRun) => Promise<unknown>;

export interface RetryPolicy {
  /** Wait before the second attempt; doubled for each one after. */
  baseMs: number;
  maxAttempts: number;
}

/** Why a job ended `failed`, as GET /job/{id} shows it (a handler's HttpError keeps its own text). */
export const JOB_FAILURE_TEXTS = {
  failed: (attempts: number) => `A tarefa não pôde ser concluída após ${attempts} tentativas. Tente novamente mais tarde ou fale com o nosso suporte.`,
  interrupted: (attempts: number) =>
    `A tarefa foi interrompida ${attempts} vezes sem terminar (o servidor parou durante a execução) e não será repetida. Tente novamente mais tarde ou fale com o nosso suporte.`,
};

/** Jobs one tick runs at most. */
const BATCH = 10;

/** The loop itself (not a job) backs off this long at most while the database cannot be read. */
const MAX_LOOP_BACKOFF_MS = 30_000;

/** How long stopping waits for the jobs of a tick under way to end (a hung handler must not hold a shutdown forever). */
const STOP_GRACE_MS = 10_000;

/** How often finished jobs past their retention are deleted. */
const SWEEP_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Another worker took the job over (this one's lease lapsed): this run stops and writes nothing. */
class LeaseLost extends Error {}

const defaultWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * The background job queue: queued, executing, then completed or failed (docs/jobs.md). Jobs live
 * in the database, so a restart picks up what was queued; handlers are registered by plugins.
 * A claim is a lease that the running worker renews; when its process dies the lease lapses and
 * any worker takes the job over, up to the last attempt. Nothing here may end the process: a
 * failed run is retried with backoff, a result that could not be written (disk full, another
 * writer's lock) is kept and written on a later tick.
 */
export class Jobs {
  retry: RetryPolicy = { baseMs: 1000, maxAttempts: 5 };
  private readonly handlers = new Map<string, JobHandler>();
  private readonly unsaved = new Map<string, Partial<JobsTable>>();
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private loopFailures = 0;
  private resumeAt = 0;
  private nextSweepAt = 0;
  private readonly db: Kysely<{ jobs: JobsTable }>;

  constructor(
    private readonly core: Database,
    private readonly log?: FastifyBaseLogger,
    readonly settings: JobSettings = jobSettingsFrom(process.env),
    readonly workerId: string = defaultWorkerId(),
  ) {
    this.db = core.withTables<{ jobs: JobsTable }>() as unknown as Kysely<{ jobs: JobsTable }>;
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** `within`: a transaction of the caller's, so the job exists if and only if the caller's writes do. */
  async enqueue(userId: number, kind: string, payload: unknown, delayMs = 0, within?: Kysely<any>): Promise<string> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema's transaction
    const id = randomUUID();
    const now = nowIso();
    const db = (within as Kysely<{ jobs: JobsTable }> | undefined) ?? this.db;
    await db
      .insertInto('jobs')
      .values({ id, user_id: userId, kind, status: 'queued', payload: JSON.stringify(payload), result: null, attempts: 0, run_at: new Date(Date.now() + delayMs).toISOString(), created_at: now, updated_at: now, locked_by: null, locked_until: null, steps: null })
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
   * so the database is not closed under a running job. A job still running then keeps its lease
   * until the process ends; after that it lapses and the job is taken over.
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
      await this.sweepIfDue();
      await this.failInterruptedForGood();
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

  private leaseUntil(): string {
    return new Date(Date.now() + this.settings.leaseMs).toISOString();
  }

  /**
   * The next job to run, claimed by this worker alone: a queued one that is due, or one executing
   * under a lease that lapsed (its worker died) with attempts left. PostgreSQL: the row is locked
   * and skipped by other processes' claims (FOR UPDATE SKIP LOCKED). SQLite (one writer at a
   * time): the update moves the job only if it is still as read (status, attempts, lease), so of
   * two workers reading the same job one gets it and the other tries the next.
   */
  private async claimNext(ran: string[]): Promise<JobsTable | null> {
    const now = nowIso();
    const claim = { status: 'executing' as const, locked_by: this.workerId, locked_until: this.leaseUntil(), updated_at: now };
    const due = this.db
      .selectFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'executing'), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]), eb('attempts', '<', this.retry.maxAttempts)]),
        ]),
      )
      .$if(ran.length > 0, (q) => q.where('id', 'not in', ran))
      .orderBy('run_at');
    if (isPostgres(this.db)) {
      const next = due.select('id').limit(1).forUpdate().skipLocked();
      const claimed = await this.db
        .updateTable('jobs')
        .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', next)
        .returningAll()
        .executeTakeFirst();
      return claimed ?? null;
    }
    for (const job of await due.selectAll().limit(BATCH).execute()) {
      const claimed = await this.db
        .updateTable('jobs')
        .set({ ...claim, attempts: job.attempts + 1 })
        .where('id', '=', job.id)
        .where('status', '=', job.status)
        .where('attempts', '=', job.attempts)
        .where('locked_until', job.locked_until === null ? 'is' : '=', job.locked_until)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0) return { ...job, ...claim, attempts: job.attempts + 1 };
    }
    return null;
  }

  /** A job whose worker died on its last attempt is not taken again: it fails, saying so. */
  private async failInterruptedForGood(): Promise<void> {
    const now = nowIso();
    const lapsed = await this.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'attempts', 'locked_until'])
      .where('status', '=', 'executing')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .where('attempts', '>=', this.retry.maxAttempts)
      .execute();
    for (const job of lapsed) {
      const failed = await this.db
        .updateTable('jobs')
        .set({ status: 'failed', result: JSON.stringify({ message: JOB_FAILURE_TEXTS.interrupted(job.attempts) }), locked_by: null, locked_until: null, updated_at: now })
        .where('id', '=', job.id)
        .where('status', '=', 'executing')
        .where('locked_until', job.locked_until === null ? 'is' : '=', job.locked_until)
        .executeTakeFirst();
      if (Number(failed.numUpdatedRows) > 0) this.log?.error({ job: job.id, kind: job.kind, attempts: job.attempts }, 'job interrupted on its last attempt; failed for good');
    }
  }

  /** Deletes completed and failed jobs older than the retention, once every SWEEP_INTERVAL_MS. */
  private async sweepIfDue(): Promise<void> {
    if (Date.now() < this.nextSweepAt) return;
    const before = new Date(Date.now() - this.settings.retentionDays * DAY_MS).toISOString();
    const deleted = await this.db.deleteFrom('jobs').where('status', 'in', ['completed', 'failed']).where('updated_at', '<', before).executeTakeFirst();
    this.nextSweepAt = Date.now() + SWEEP_INTERVAL_MS;
    const count = Number(deleted.numDeletedRows);
    if (count > 0) this.log?.info({ deleted: count, retentionDays: this.settings.retentionDays }, 'finished jobs past their retention deleted');
  }

  /** Renews the lease every third of it while the job runs; `lost` is called when another worker holds it. */
  private keepLease(id: string, lost: () => void): () => void {
    const timer = setInterval(() => {
      this.db
        .updateTable('jobs')
        .set({ locked_until: this.leaseUntil() })
        .where('id', '=', id)
        .where('status', '=', 'executing')
        .where('locked_by', '=', this.workerId)
        .executeTakeFirst()
        .then(
          (renewed) => Number(renewed.numUpdatedRows) === 0 && lost(),
          // A missed renewal is retried at the next beat; the lease outlasts two of them.
          (error: unknown) => this.log?.warn({ err: error, job: id }, `job lease not renewed: ${storageFailureOf(error)?.log ?? 'write failed'}`),
        );
    }, Math.max(10, this.settings.leaseMs / 3));
    return () => clearInterval(timer);
  }

  private runOf(job: JobsTable, leaseLost: () => boolean): JobRun {
    const steps = (job.steps ? JSON.parse(job.steps) : {}) as Record<string, unknown>;
    /** Notes the step done, through `db` (the step's own transaction or not), while this worker holds the job. */
    const keep = async (db: Kysely<{ jobs: JobsTable }>, name: string, value: unknown) => {
      const kept = { ...steps, [name]: value ?? null };
      const saved = await db.updateTable('jobs').set({ steps: JSON.stringify(kept), updated_at: nowIso() }).where('id', '=', job.id).where('locked_by', '=', this.workerId).executeTakeFirst();
      if (Number(saved.numUpdatedRows) === 0) throw new LeaseLost();
      steps[name] = value ?? null;
    };
    return {
      id: job.id,
      attempt: job.attempts,
      step: async <T>(name: string, work: () => Promise<T>): Promise<T> => {
        if (name in steps) return steps[name] as T;
        if (leaseLost()) throw new LeaseLost();
        const value = await work();
        await keep(this.db, name, value);
        return value;
      },
      transactionStep: async <T>(name: string, work: (trx: Database) => Promise<T>): Promise<T> => {
        if (name in steps) return steps[name] as T;
        if (leaseLost()) throw new LeaseLost();
        return this.core.transaction().execute(async (trx) => {
          const value = await work(trx);
          await keep(trx.withTables<{ jobs: JobsTable }>() as unknown as Kysely<{ jobs: JobsTable }>, name, value);
          return value;
        });
      },
    };
  }

  private async run(job: JobsTable): Promise<void> {
    const attempts = job.attempts;
    let leaseLost = false;
    const stopRenewing = this.keepLease(job.id, () => (leaseLost = true));
    let outcome: Partial<JobsTable>;
    try {
      const handler = this.handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(JSON.parse(job.payload), this.runOf(job, () => leaseLost));
      outcome = { status: 'completed', result: JSON.stringify(result ?? null) };
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.log?.warn({ job: job.id, kind: job.kind }, 'job taken over by another worker; this run stopped');
        return;
      }
      const retrying = attempts < this.retry.maxAttempts;
      const delay = this.retry.baseMs * 2 ** (attempts - 1);
      this.log?.error({ err: error, job: job.id, kind: job.kind, attempts, retryInMs: retrying ? delay : null }, retrying ? 'job failed; will retry' : 'job failed for good');
      const message = error instanceof HttpError ? error.message : JOB_FAILURE_TEXTS.failed(attempts);
      outcome = retrying ? { status: 'queued', run_at: new Date(Date.now() + delay).toISOString() } : { status: 'failed', result: JSON.stringify({ message }) };
    } finally {
      stopRenewing();
    }
    this.unsaved.set(job.id, { ...outcome, locked_by: null, locked_until: null, updated_at: nowIso() });
    await this.saveUnsaved();
  }

  /**
   * A handler's outcome survives a failed write: it stays here until the database takes it. It is
   * written only while this worker still holds the job; if another took it over, that one's run counts.
   */
  private async saveUnsaved(): Promise<void> {
    for (const [id, outcome] of this.unsaved) {
      const saved = await this.db.updateTable('jobs').set(outcome).where('id', '=', id).where('locked_by', '=', this.workerId).executeTakeFirst();
      this.unsaved.delete(id);
      if (Number(saved.numUpdatedRows) === 0) this.log?.warn({ job: id }, 'job taken over by another worker before its outcome was written; outcome dropped');
    }
  }
}
