import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import { ledgerCents } from './credits';
import { hourlyExactCents } from './hourlyPrice';
import { discountedPlanPrice, siteDiscountPercent } from './siteDiscount';

/**
 * What the account's hour costs, in cents and their fraction, priced as the billing engine prices it:
 * each hosting's hour at monthly / 720 exactly (hourlyPrice.ts: the engine charges whole cents and
 * carries the rest, so over the hours it takes exactly this), the site discount on the Active ones.
 */
export async function accountHourCents(db: Kysely<CoreDatabase>, userId: number): Promise<number> {
  return hourCentsOf(await db.selectFrom('hostings').select(['status', 'monthly_price', 'addons_monthly_price']).where('owner_id', '=', userId).execute());
}

/** The hour of one account's hostings (any status: only Active and Paused ones cost), as `accountHourCents` prices it. */
export function hourCentsOf(hostings: { status: string; monthly_price: number; addons_monthly_price: number }[]): number {
  const discount = siteDiscountPercent(hostings.filter((h) => h.status === 'Active').length);
  return hostings.reduce((sum, h) => sum + hourlyExactCents(h.status, discountedPlanPrice(h.status, h.monthly_price, discount), h.addons_monthly_price), 0);
}

/** Whole days a balance pays at an hourly cost; null when nothing is charged. */
export function daysOfCredit(balanceCents: number, hourCents: number): number | null {
  return hourCents > 0 ? Math.max(0, Math.floor(balanceCents / (hourCents * 24))) : null;
}

export interface BalanceForecast {
  balanceCents: number;
  hourCents: number;
  days: number | null;
}

export async function balanceForecast(db: Kysely<CoreDatabase>, userId: number, extraCents = 0): Promise<BalanceForecast> {
  const { credit, bonus } = await ledgerCents(db, userId);
  const hourCents = await accountHourCents(db, userId);
  const balanceCents = credit + bonus + extraCents;
  return { balanceCents, hourCents, days: daysOfCredit(balanceCents, hourCents) };
}
