import type { Backups, RestorePoint } from '@server/hostingData/backups';
import { BACKUP_MESSAGES, type RestorePointView } from '../contract';

/** Restore points kept per hosting: of the last 7 days that have one, each day's newest daily point and those taken on demand (docs/backups.md). */
export const KEEP_DAYS = 7;

/** The newest point of each day, newest day first: what a restore by date (YYYY-MM-DD) can reach. */
export function newestPerDay(points: readonly RestorePoint[]): RestorePoint[] {
  const seen = new Set<string>();
  return points.filter((point) => !seen.has(point.date) && seen.add(point.date));
}

export const present = (points: readonly RestorePoint[]): RestorePointView[] =>
  points.map(({ id, date, takenAt, size, kind, verification }) => ({
    id,
    date,
    takenAt,
    size,
    kind,
    verified: verification?.verified ?? false,
    verificationError: verification ? verification.reason : BACKUP_MESSAGES.notChecked,
  }));

/**
 * Deletes the archives no one asked to keep: those beyond the last KEEP_DAYS days that have a
 * point and, on those days, the older of the daily ones. Points taken on demand on those days all
 * stay, and do not push out the day's daily one.
 */
export async function applyRetention(backups: Backups, hostingId: number, keepDays = KEEP_DAYS): Promise<void> {
  const points = await backups.list(hostingId);
  const keptDays = new Set(newestPerDay(points).slice(0, keepDays).map((point) => point.date));
  const kept = new Set(newestPerDay(points.filter((point) => point.kind !== 'manual')).map((point) => point.file));
  for (const point of points) {
    if (keptDays.has(point.date) && (point.kind === 'manual' || kept.has(point.file))) continue;
    await backups.remove(point);
  }
}
