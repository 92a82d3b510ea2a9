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

/**
 * The ledger holds whole cents, and an hour costs monthly / 720, rarely whole cents (R$ 59,90 / 720
 * = R$ 0,0831944…). Hours are therefore counted in parts of a cent small enough to be exact: a
 * monthly price has at most 3 decimals of a real (30% of a price in cents), so in thousandths of a
 * real (mills) it is a whole number M, and one hour is M / 7200 cents exactly: in parts of 1/7200
 * of a cent an hour costs M parts, and 720 hours cost 720 × M parts = M / 10 cents, the monthly price.
 */
export const PARTS_PER_CENT = 7_200;

/** One hour of a hosting in parts of a cent (1/7200): exactly its monthly price in mills. */
export function hourlyParts(status: string, monthlyPrice: number, addOnsMonthly = 0): number {
  return Math.round(chargedMonthly(status, monthlyPrice, addOnsMonthly) * 1000);
}

/** One hour of a hosting in cents, exact (a fraction): what the forecast and the estimate divide by. */
export function hourlyExactCents(status: string, monthlyPrice: number, addOnsMonthly = 0): number {
  return hourlyParts(status, monthlyPrice, addOnsMonthly) / PARTS_PER_CENT;
}

/** The most one hour of a hosting takes from the ledger: its exact price rounded up to the cent. */
export function hourlyCentsAtMost(status: string, monthlyPrice: number, addOnsMonthly = 0): number {
  return Math.ceil(hourlyParts(status, monthlyPrice, addOnsMonthly) / PARTS_PER_CENT);
}

/**
 * Charges one hour of `parts` on top of what earlier hours left uncharged (`carry`, under one cent):
 * the whole cents are charged now and the rest is carried to the hosting's next hour. Over any run of
 * hours the cents charged are the exact price rounded down, never more than a cent apart from it, so
 * 720 hours from a fresh start charge the monthly price to the cent.
 */
export function chargeHour(carry: number, parts: number): { cents: number; carry: number } {
  const owed = carry + parts;
  return { cents: Math.floor(owed / PARTS_PER_CENT), carry: owed % PARTS_PER_CENT };
}
