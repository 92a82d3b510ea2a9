import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';

/**
 * The discount for accounts with 3 or more active sites (part 1 §1, §9). The specification gives the
 * threshold and that paused sites do not count, not the rate: we take 10% off the plan price of every
 * Active hosting of the account while it has at least 3 Active hostings of its own. Paused hostings
 * (30% of the plan) and the paid extras are charged in full. Pure, so the panel shares it.
 */
export const SITE_DISCOUNT = { minActiveSites: 3, percent: 10 } as const;

export function siteDiscountPercent(activeSites: number): number {
  return activeSites >= SITE_DISCOUNT.minActiveSites ? SITE_DISCOUNT.percent : 0;
}

/** The plan price a hosting is billed at: an Active one of an account with the discount pays 10% less. */
export function discountedPlanPrice(status: string, monthlyPrice: number, discountPercent: number): number {
  if (status !== 'Active' || discountPercent === 0) return monthlyPrice;
  return Math.round(monthlyPrice * (100 - discountPercent)) / 100;
}

/** How many Active hostings the user owns (guest hostings are their owners'). */
export async function activeSiteCount(db: Kysely<CoreDatabase>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('hostings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', userId)
    .where('status', '=', 'Active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The hours from which each of the user's Active hostings counts as an active site, in order: its creation, on the hour. */
export async function activeSiteStarts(db: Kysely<CoreDatabase>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('hostings').select('created_at').where('owner_id', '=', userId).where('status', '=', 'Active').execute();
  const hour = 3_600_000;
  return rows.map((r) => Math.ceil(Date.parse(r.created_at) / hour) * hour).sort((a, b) => a - b);
}
