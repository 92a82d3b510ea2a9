import { billingNow } from '@server/billing/clock';
import { nowIso } from '@server/db/database';
import { HttpError } from '@server/http/errors';
import type { JobRun } from '@server/jobs/jobs';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { BACKUP_MESSAGES, MANUAL_POINTS_PER_DAY } from '../contract';
import { applyRetention } from './retention';
import { backupDb, hostingById, type BackupHosting } from './store';

export const TAKE_JOB = 'backup.take';

interface TakePayload {
  hostingId: number;
  day: string;
  slot: number;
}

/**
 * "Criar ponto de restauração": a restore point on demand, without the paid daily backup, at most
 * MANUAL_POINTS_PER_DAY a hosting per billing-clock day. Each request takes the next numbered slot
 * of the day (the table's key refuses a second holder of a slot, so two requests at once cannot both
 * take the last); a `backup.take` job then takes the point, and a second run of it finds the slot
 * filled. A slot whose job failed for good no longer counts: a failure costs no point of the day.
 */
export class ManualPoints {
  constructor(private readonly context: ServerContext) {
    context.jobs.handle(TAKE_JOB, (payload, run) => this.run(payload as TakePayload, run));
  }

  /** Reserves the next slot of the day and queues the job; 429 with the limit's text when none is left. */
  async request(hosting: BackupHosting, userId: number): Promise<string> {
    const day = (await billingNow(this.context.db)).toISOString().slice(0, 10);
    const points = backupDb(this.context.db);
    for (;;) {
      const slots = await points.selectFrom('backup_manual_points').select(['slot', 'point', 'job_id']).where('hosting_id', '=', hosting.id).where('day', '=', day).execute();
      if ((await this.countedSlots(slots)) >= MANUAL_POINTS_PER_DAY) throw new HttpError(429, BACKUP_MESSAGES.manualLimit);
      const slot = Math.max(0, ...slots.map((row) => row.slot)) + 1;
      const taken = await points
        .insertInto('backup_manual_points')
        .values({ hosting_id: hosting.id, day, slot, point: null, requested_at: nowIso(), job_id: null })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      const job = await this.context.jobs.enqueue(userId, TAKE_JOB, { hostingId: hosting.id, day, slot } satisfies TakePayload);
      await points.updateTable('backup_manual_points').set({ job_id: job }).where('hosting_id', '=', hosting.id).where('day', '=', day).where('slot', '=', slot).execute();
      return job;
    }
  }

  /** The day's slots that count: taken, or whose job may still take them (a job that failed for good gave its slot back). */
  private async countedSlots(slots: { point: string | null; job_id: string | null }[]): Promise<number> {
    let counted = 0;
    for (const row of slots) {
      const gaveBack = row.point === null && row.job_id !== null && (await this.context.jobs.get(row.job_id))?.status === 'failed';
      if (!gaveBack) counted += 1;
    }
    return counted;
  }

  /** Safe to run twice: the point is a kept step of the job, and a slot already filled is not taken again. */
  private async run({ hostingId, day, slot }: TakePayload, run: JobRun) {
    const points = backupDb(this.context.db);
    const row = await points.selectFrom('backup_manual_points').selectAll().where('hosting_id', '=', hostingId).where('day', '=', day).where('slot', '=', slot).executeTakeFirst();
    const hosting = await hostingById(this.context.db, hostingId);
    if (!row || !hosting) return { skipped: true };
    if (row.point) return { point: row.point };
    const taken = await run.step('restorePoint', async () => {
      // The file system's own error names server paths: the job shows (and logs) the customer's text.
      const point = await this.context.backups.take(hosting, await billingNow(this.context.db), 'manual').catch(() => {
        throw new HttpError(500, BACKUP_MESSAGES.takeFailed);
      });
      return { point: point.id, verified: point.verification?.verified ?? false };
    });
    await points.updateTable('backup_manual_points').set({ point: taken.point }).where('hosting_id', '=', hostingId).where('day', '=', day).where('slot', '=', slot).execute();
    await applyRetention(this.context.backups, hostingId);
    return taken;
  }
}
