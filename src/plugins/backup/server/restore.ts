import { RestoreFailed } from '@server/hostingData/backups';
import { HttpError } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { BACKUP_MESSAGES, RESTORE_OPTIONS, type PartKind, type RestoreOption } from '../contract';
import { hostingById } from './store';

export const RESTORE_JOB = 'backup.restore';
export const RESTORE_PART_JOB = 'backup.restorePart';

interface RestorePayload {
  hostingId: number;
  date: string;
  /** The point of the day (absent in jobs queued before points had ids: the day's newest). */
  point?: string;
  options: RestoreOption[];
}

interface RestorePartPayload {
  hostingId: number;
  point: string;
  kind: PartKind;
  name?: string;
}

/** The data holder each single part belongs to. */
export const HOLDER_OF_PART: Record<PartKind, string> = { file: 'files', database: 'databases', mailbox: 'emails', dns: 'dns' };

/**
 * The job's error as the customer reads it (`GET /api/job/{id}`): the restore's own texts and the
 * panel's 4xx texts pass, anything else (a file system error naming server paths) becomes the
 * general one. Nothing was changed in either case: the restore puts the data back before failing.
 */
function customerFacing(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  return new RestoreFailed(BACKUP_MESSAGES.restoreFailed);
}

/**
 * Gives the chosen data back from a point (the one named, else the newest of the date). All three
 * options, as the page sends them, mean the whole hosting: every holder, the DNS zone and the
 * installed-apps list included.
 */
export const restoreHandler = ({ db, backups, hostingData }: ServerContext) => async (raw: unknown) => {
  const { hostingId, date, point: id, options } = raw as RestorePayload;
  const hosting = await hostingById(db, hostingId);
  const point = hosting && (id ? await backups.byId(hostingId, id) : await backups.onDate(hostingId, date));
  if (!hosting || !point) throw new RestoreFailed(BACKUP_MESSAGES.noPoint);
  const whole = RESTORE_OPTIONS.every((option) => options.includes(option));
  const holders = whole ? hostingData.holders.map((holder) => holder.id) : options;
  await backups.restore(hosting, point, holders).catch((error: unknown) => {
    throw customerFacing(error);
  });
  return { date: point.date, point: point.id, options };
};

/** Gives one part back: a file or folder, a database, a mailbox, or the DNS zone; the rest stays as it is. */
export const restorePartHandler = ({ db, backups }: ServerContext) => async (raw: unknown) => {
  const { hostingId, point: id, kind, name } = raw as RestorePartPayload;
  const hosting = await hostingById(db, hostingId);
  const point = hosting && (await backups.byId(hostingId, id));
  if (!hosting || !point) throw new RestoreFailed(BACKUP_MESSAGES.noPoint);
  const restoring = kind === 'dns' ? backups.restore(hosting, point, ['dns']) : backups.restorePart(hosting, point, HOLDER_OF_PART[kind], name ?? '');
  await restoring.catch((error: unknown) => {
    throw customerFacing(error);
  });
  return { point: point.id, kind, name: name ?? null };
};
