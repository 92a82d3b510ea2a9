import { PAUSED_CHARGE } from '../../../server/billing/credits';

export const HOUR_MS = 3_600_000;
/** Hourly price = monthly / 720 (part 1 §9). */
export const HOURS_PER_MONTH = 720;

export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
export const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;

/** The share of its plan a hosting pays in a status: Active all of it, Paused 30%, the rest nothing. */
export function chargeFactor(status: string): number {
  if (status === 'Active') return 1;
  if (status === 'Paused') return PAUSED_CHARGE;
  return 0;
}

/** One hour of a hosting in whole cents, rounded half up; the epsilon absorbs binary noise such as 59.9 * 100. */
export function hourlyCents(status: string, monthlyPrice: number): number {
  return Math.floor((monthlyPrice * 100 * chargeFactor(status)) / HOURS_PER_MONTH + 0.5 + 1e-9);
}

/** The starts of the whole hours in [from, until), both on the hour. */
export function hourStarts(from: number, until: number): string[] {
  const starts: string[] = [];
  for (let hour = from; hour < until; hour += HOUR_MS) starts.push(new Date(hour).toISOString());
  return starts;
}
