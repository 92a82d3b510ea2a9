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

/** Paid extras (daily backup, balancer slots) are charged in full while Active or Paused, never otherwise. */
export function addOnFactor(status: string): number {
  return status === 'Active' || status === 'Paused' ? 1 : 0;
}

/** What a hosting pays per month in its status: its plan's share plus its extras. */
export function chargedMonthly(status: string, monthlyPrice: number, addOnsMonthly = 0): number {
  return monthlyPrice * chargeFactor(status) + addOnsMonthly * addOnFactor(status);
}

/** One hour of a hosting in whole cents, rounded half up; the epsilon absorbs binary noise such as 59.9 * 100. */
export function hourlyCents(status: string, monthlyPrice: number, addOnsMonthly = 0): number {
  return Math.floor((chargedMonthly(status, monthlyPrice, addOnsMonthly) * 100) / HOURS_PER_MONTH + 0.5 + 1e-9);
}
