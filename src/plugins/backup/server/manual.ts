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
 * MANUAL_POINTS_PER_DAY a hosting per billing-clock day. Each request takes a numbered slot of the
 * day (the table's key refuses a second holder of a slot, so two requests at once cannot both take
 * the last); a `backup.take` job then takes the point, and a second run of it finds the slot filled.
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
      const { count } = await points.selectFrom('backup_manual_points').select((eb) => eb.fn.countAll<number>().as('count')).where('hosting_id', '=', hosting.id).where('day', '=', day).executeTakeFirstOrThrow();
      const slot = Number(count) + 1;
      if (slot > MANUAL_POINTS_PER_DAY) throw new HttpError(429, BACKUP_MESSAGES.manualLimit);
      const taken = await points
        .insertInto('backup_manual_points')
        .values({ hosting_id: hosting.id, day, slot, point: null, requested_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(taken.numInsertedOrUpdatedRows ?? 0) > 0) return this.context.jobs.enqueue(userId, TAKE_JOB, { hostingId: hosting.id, day, slot } satisfies TakePayload);
    }
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
