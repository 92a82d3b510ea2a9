import { dayjs, formatDate } from '@core';

const DAY_MS = 86_400_000;

/** Restore points are named by their UTC calendar day (YYYY-MM-DD), as the restore payload is. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Whole days between a point's day and today: 0 is today. */
export const daysAgo = (date: string, now = new Date()) => Math.round((Date.parse(todayUtc(now)) - Date.parse(date)) / DAY_MS);

/** 'hoje', or the relative form ('há um dia', 'há 3 dias') counted in calendar days, never in hours. */
export function pointLabel(date: string, today: string, now = new Date()): string {
  const days = daysAgo(date, now);
  return days === 0 ? today : dayjs(now).subtract(days, 'day').from(now);
}

/** DD/MM/YYYY of a point's day, whatever the browser's time zone. */
export const pointDate = (date: string) => formatDate(`${date}T12:00:00`);

/** HH:mm of when a point was taken, in the browser's time zone. */
export const pointTime = (takenAt: string) => new Date(takenAt).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
