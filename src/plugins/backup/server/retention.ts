import type { Backups, RestorePoint } from '@server/hostingData/backups';
import { BACKUP_MESSAGES, type RestorePointView } from '../contract';

/** Restore points kept per hosting: the newest of each of the last 7 days that have one, and those taken on demand on those days (docs/backups.md). */
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
 * Deletes the archives no one asked to keep: beyond the last KEEP_DAYS days that have a point,
 * and on those days the older ones, except those the customer took on demand.
 */
export async function applyRetention(backups: Backups, hostingId: number, keepDays = KEEP_DAYS): Promise<void> {
  const points = await backups.list(hostingId);
  const newest = newestPerDay(points).slice(0, keepDays);
  const keptDays = new Set(newest.map((point) => point.date));
  const kept = new Set(newest.map((point) => point.file));
  for (const point of points) {
    if (kept.has(point.file) || (point.kind === 'manual' && keptDays.has(point.date))) continue;
    await backups.remove(point);
  }
}
