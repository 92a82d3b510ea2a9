/** A paused hosting is still charged 30% of its plan (part 1 §9). */
export const PAUSED_CHARGE = 0.3;
/** Hourly price = monthly / 720 (part 1 §9). */
export const HOURS_PER_MONTH = 720;

/** The share of its plan a hosting pays in a status: Active all of it, Paused 30%, the rest (Suspended, Pending…) nothing. */
export function chargeFactor(status: string): number {
  if (status === 'Active') return 1;
  if (status === 'Paused') return PAUSED_CHARGE;
  return 0;
}

/** One hour of a hosting in whole cents, rounded half up; the epsilon absorbs binary noise such as 59.9 * 100. */
export function hourlyCents(status: string, monthlyPrice: number): number {
  return Math.floor((monthlyPrice * 100 * chargeFactor(status)) / HOURS_PER_MONTH + 0.5 + 1e-9);
}
