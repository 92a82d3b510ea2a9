import { sql } from 'kysely';
import type { Credits } from '../../core/session/types';
import type { Database } from '../db/database';
import { chargedMonthly, HOURS_PER_MONTH } from './hourlyPrice';
import { discountedPlanPrice, siteDiscountPercent } from './siteDiscount';
import { serverText } from '../i18n/texts';

/** The user's ledger sums in cents, credit and bonus apart. */
export async function ledgerCents(db: Database, userId: number): Promise<{ credit: number; bonus: number }> {
  const rows = await db
    .selectFrom('credit_ledger')
    .select(['kind', sql<number>`sum(amount_cents)`.as('cents')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  const cents = (kind: string) => rows.find((r) => r.kind === kind)?.cents ?? 0;
  return { credit: cents('credit'), bonus: cents('bonus') };
}

export async function ledgerBalance(db: Database, userId: number): Promise<{ credit: number; bonus: number }> {
  const { credit, bonus } = await ledgerCents(db, userId);
  return { credit: credit / 100, bonus: bonus / 100 };
}

/** What the user's hostings cost per hour now: active at plan price (less the site discount), paused at 30%, extras in full. */
export async function hourlyConsumption(db: Database, userId: number): Promise<number> {
  const hostings = await db.selectFrom('hostings').select(['status', 'monthly_price', 'addons_monthly_price']).where('owner_id', '=', userId).execute();
  const discount = siteDiscountPercent(hostings.filter((h) => h.status === 'Active').length);
  return hostings.reduce((sum, h) => sum + chargedMonthly(h.status, discountedPlanPrice(h.status, h.monthly_price, discount), h.addons_monthly_price) / HOURS_PER_MONTH, 0);
}

export async function creditBalance(db: Database, userId: number): Promise<Credits> {
  const { credit, bonus } = await ledgerBalance(db, userId);
  const total = Math.round((credit + bonus) * 100) / 100;
  const hourly = await hourlyConsumption(db, userId);
  const estimate = hourly > 0 ? Math.max(0, Math.floor(total / (hourly * 24))) : null;
  const estimateText = estimate === null ? '' : serverText('creditsEstimate', { count: estimate });
  return { total, credit, bonus, estimate, estimateText, bonusExpired: false, hasServices: hourly > 0 };
}
