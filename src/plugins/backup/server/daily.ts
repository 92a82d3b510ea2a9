import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { HOUR_MS, billingNow } from '@server/billing/clock';
import { addOnsOf, setAddOn } from '@server/billing/addOns';
import { addOnFactor } from '@server/billing/hourlyPrice';
import { jsonNumber, jsonText, nowIso, type Database } from '@server/db/database';
import type { JobRun, Jobs, JobsTable } from '@server/jobs/jobs';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { DAILY_BACKUP_MONTHLY_PRICE } from '../contract';
import { applyRetention } from './retention';
import { backupDb, hostingById, type BackupHosting } from './store';

export const DAILY_JOB = 'backup.daily';
export const DAY_MS = 24 * HOUR_MS;
/** How often (real time) queued daily backups are checked against the billing clock, which the sandbox can move on. */
export const WAKE_INTERVAL_MS = 5_000;

interface DailyPayload {
  hostingId: number;
  /** Billing-clock time this run is due. */
  dueAt: string;
  /** Which switch-on this chain belongs to: a chain left from an earlier one stops by itself. */
  enabledAt: string;
}

/**
 * The daily backup: while it is on, a `backup.daily` job takes a restore point and enqueues the
 * next one a day later on the billing clock. Jobs wait in real time; `wakeDueDailyBackups` pulls forward every
 * queued run whose due time the billing clock has passed, so moving the development clock on by
 * 24 h takes the next backup, as a day going by would.
 */
export class DailyBackups {
  private readonly daily;

  constructor(private readonly context: ServerContext) {
    this.daily = backupDb(context.db);
    context.jobs.handle(DAILY_JOB, (payload, run) => this.run(payload as DailyPayload, run));
  }

  /** On when scheduled here, or when the hosting pays for it (chosen in the creation wizard, adopted by the next sweep). */
  async isOn(hostingId: number): Promise<boolean> {
    const scheduled = await this.daily.selectFrom('backup_daily').select('hosting_id').where('hosting_id', '=', hostingId).executeTakeFirst();
    return !!scheduled || (await addOnsOf(this.context.db, hostingId)).dailyBackup !== undefined;
  }

  /** Turns it on (charged from now through billing) and takes the first backup at once. Idempotent. */
  async enable(hosting: BackupHosting): Promise<void> {
    if (await this.isOn(hosting.id)) return;
    const now = await billingNow(this.context.db);
    const at = now.toISOString();
    await this.context.db.transaction().execute(async (trx) => {
      await backupDb(trx).insertInto('backup_daily').values({ hosting_id: hosting.id, enabled_at: at, next_at: at }).onConflict((oc) => oc.doNothing()).execute();
      await setAddOn(trx, hosting.id, 'dailyBackup', DAILY_BACKUP_MONTHLY_PRICE, now);
    });
    await this.context.jobs.enqueue(hosting.ownerId, DAILY_JOB, { hostingId: hosting.id, dueAt: at, enabledAt: at } satisfies DailyPayload);
  }

  /** Turns it off: no charge from the next hour billed, and the queued run finds nothing to do. Restore points stay. */
  async disable(hostingId: number): Promise<void> {
    await this.context.db.transaction().execute(async (trx) => {
      await backupDb(trx).deleteFrom('backup_daily').where('hosting_id', '=', hostingId).execute();
      await setAddOn(trx, hostingId, 'dailyBackup', null);
    });
  }

  /**
   * Safe to run twice (a worker that died mid-run is taken over): the schedule moves once, with the
   * next run enqueued in the same transaction, and the restore point is a kept step, not taken again.
   */
  private async run(payload: DailyPayload, run: JobRun) {
    const { db, backups, jobs } = this.context;
    const row = await this.daily.selectFrom('backup_daily').selectAll().where('hosting_id', '=', payload.hostingId).executeTakeFirst();
    const hosting = await hostingById(db, payload.hostingId);
    if (!row || row.enabled_at !== payload.enabledAt || !hosting) return { skipped: true };
    const now = await billingNow(db);
    const due = new Date(payload.dueAt).getTime();
    if (now.getTime() < due) {
      await jobs.enqueue(hosting.ownerId, DAILY_JOB, payload, due - now.getTime());
      return { waiting: payload.dueAt };
    }
    // Schedule first, once: a retry of a failed backup keeps this step and does not enqueue again.
    let next = due + DAY_MS;
    while (next <= now.getTime()) next += DAY_MS;
    const nextAt = new Date(next).toISOString();
    const scheduled = await run.transactionStep('schedule', async (trx) => {
      const moved = await backupDb(trx).updateTable('backup_daily').set({ next_at: nextAt }).where('hosting_id', '=', hosting.id).where('next_at', '=', payload.dueAt).executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      await jobs.enqueue(hosting.ownerId, DAILY_JOB, { ...payload, dueAt: nextAt } satisfies DailyPayload, next - now.getTime(), trx);
      return true;
    });
    // Another run of the same due time moved the schedule: that one takes the backup.
    if (!scheduled) return { skipped: 'duplicate' };
    // Not charged while suspended (or pending), so not taken then either; the schedule goes on.
    if (addOnFactor(hosting.status) === 0) return { skipped: hosting.status };
    const point = await run.step('restorePoint', async () => {
      const taken = await backups.take(hosting, now);
      return { date: taken.date, size: taken.size };
    });
    await applyRetention(backups, hosting.id);
    return point;
  }

  /** Checks the billing clock every WAKE_INTERVAL_MS while the API is up. */
  startWaking(app: FastifyInstance): void {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      wakeDueDailyBackups(this.context.db, this.context.jobs)
        .catch((error: unknown) => app.log.error({ err: error }, 'daily backup wake failed'))
        .finally(() => {
          running = false;
        });
    }, WAKE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

/**
 * Makes every queued daily run whose due time the billing clock has reached due now in real
 * time, and starts again a schedule whose run was lost (the server stopped between a run and the
 * next one's enqueue); answers how many runs it made due. The timer calls it every
 * WAKE_INTERVAL_MS and after a sandbox clock advance; tests call it directly.
 */
export async function wakeDueDailyBackups(db: Database, queue: Jobs): Promise<number> {
  const clock = (await billingNow(db)).toISOString();
  const now = nowIso();
  // A hosting bought with the daily backup pays for it from the start: give it its schedule.
  await sql`insert into backup_daily (hosting_id, enabled_at, next_at)
    select a.hosting_id, ${clock}, ${clock} from hosting_addons a
    where a.kind = 'dailyBackup' and not exists (select 1 from backup_daily d where d.hosting_id = a.hosting_id)`.execute(db);
  const jobs = db.withTables<{ jobs: JobsTable }>() as unknown as Kysely<{ jobs: JobsTable }>;
  const woken = await jobs
    .updateTable('jobs')
    .set({ run_at: now })
    .where('kind', '=', DAILY_JOB)
    .where('status', '=', 'queued')
    .where('run_at', '>', now)
    .where(jsonText(db, 'payload', 'dueAt'), '<=', clock)
    .executeTakeFirst();
  const lost = await sql<{ hosting_id: number; next_at: string; enabled_at: string; owner_id: number }>`
    select d.hosting_id, d.next_at, d.enabled_at, h.owner_id from backup_daily d join hostings h on h.id = d.hosting_id
    where d.next_at <= ${clock} and not exists (
      select 1 from jobs j where j.kind = ${DAILY_JOB} and j.status in ('queued', 'executing') and ${jsonNumber(db, 'j.payload', 'hostingId')} = d.hosting_id
    )`.execute(db);
  for (const row of lost.rows) {
    await queue.enqueue(row.owner_id, DAILY_JOB, { hostingId: row.hosting_id, dueAt: row.next_at, enabledAt: row.enabled_at } satisfies DailyPayload);
  }
  return Number(woken.numUpdatedRows) + lost.rows.length;
}
