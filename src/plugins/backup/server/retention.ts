import { rm } from 'node:fs/promises';
import type { Backups, RestorePoint } from '@server/hostingData/backups';
import type { RestorePointView } from '../contract';

/** Restore points kept per hosting: the newest of each of the last 7 days that have one (docs/backups.md). */
export const KEEP_DAYS = 7;

/** The newest point of each day, newest day first: what a restore by date (YYYY-MM-DD) can reach. */
export function newestPerDay(points: readonly RestorePoint[]): RestorePoint[] {
  const seen = new Set<string>();
  return points.filter((point) => !seen.has(point.date) && seen.add(point.date));
}

export const present = (points: readonly RestorePoint[]): RestorePointView[] => newestPerDay(points).map(({ date, size }) => ({ date, size }));

/** Deletes the archives no restore can reach any more: older ones of a day, and days beyond the last KEEP_DAYS. */
export async function applyRetention(backups: Backups, hostingId: number, keepDays = KEEP_DAYS): Promise<void> {
  const points = await backups.list(hostingId);
  const kept = new Set(newestPerDay(points).slice(0, keepDays).map((point) => point.file));
  for (const point of points) if (!kept.has(point.file)) await rm(point.file, { force: true });
}
