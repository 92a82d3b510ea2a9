import type { ServerContext } from '@server/plugins/serverPlugin';
import type { RestoreOption } from '../contract';
import { hostingById } from './store';

export const RESTORE_JOB = 'backup.restore';

interface RestorePayload {
  hostingId: number;
  date: string;
  options: RestoreOption[];
}

/** Gives the chosen data back from the newest restore point of the date. */
export const restoreHandler = ({ db, backups }: ServerContext) => async (raw: unknown) => {
  const { hostingId, date, options } = raw as RestorePayload;
  const hosting = await hostingById(db, hostingId);
  const point = hosting && (await backups.onDate(hostingId, date));
  if (!hosting || !point) throw new Error(`no restore point of ${date} for hosting ${hostingId}`);
  await backups.restore(hosting, point, options);
  return { date, options };
};
