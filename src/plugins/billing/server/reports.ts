import { sql } from 'kysely';
import type { BillingReport, CostReport } from '../contract';
import { addOnsOf } from '@server/billing/addOns';
import { discountedPlanPrice, siteDiscountPercent } from '@server/billing/siteDiscount';
import { chargedMonthly, chargeFactor } from './hours';
import { monthRange } from './months';
import type { BillingDatabase } from './tables';

const reais = (cents: number) => cents / 100;
const roundCents = (value: number) => Math.round(value * 100) / 100;

/** What each domain consumed in a calendar month, from the charges the engine recorded. */
export async function monthlyBilling(db: BillingDatabase, userId: number, year: number, month: number): Promise<BillingReport> {
  const [from, to] = monthRange(year, month);
  const rows = await db
    .selectFrom('billing_charges')
    .select(['domain', sql<number>`sum(amount_cents)`.as('cents')])
    .where('user_id', '=', userId)
    .where('hour_start', '>=', from.toISOString())
    .where('hour_start', '<', to.toISOString())
    .groupBy('domain')
    .orderBy('domain')
    .execute();
  const total = rows.reduce((sum, row) => sum + row.cents, 0);
  return { billing: rows.map((row) => ({ domain: row.domain, amount: reais(row.cents) })), total: reais(total) };
}

/**
 * What the user's hostings cost per month as they stand: each paid extra apart from the plan, the
 * site discount (3 or more Active hostings) taken off the plan of the Active ones, summed per domain.
 */
export async function costStatement(db: BillingDatabase, userId: number): Promise<CostReport> {
  const hostings = await db
    .selectFrom('hostings')
    .select(['id', 'domain', 'status', 'monthly_price'])
    .where('owner_id', '=', userId)
    .where('status', 'in', ['Active', 'Paused'])
    .orderBy('domain')
    .execute();
  const activeSites = hostings.filter((h) => h.status === 'Active').length;
  const discountPercent = siteDiscountPercent(activeSites);
  const items = [];
  for (const h of hostings) {
    const addOns = await addOnsOf(db, h.id);
    const accelerator = addOns.accelerator ?? 0;
    const balancer = addOns.balancer ?? 0;
    const dailyBackup = addOns.dailyBackup ?? 0;
    const plan = discountedPlanPrice(h.status, h.monthly_price, discountPercent);
    const fullPlan = roundCents(h.monthly_price * chargeFactor(h.status));
    const monthlyNoAddons = roundCents(plan * chargeFactor(h.status));
    items.push({
      domain: h.domain,
      monthly: roundCents(chargedMonthly(h.status, plan, accelerator + balancer + dailyBackup)),
      monthlyNoAddons,
      accelerator,
      balancer,
      dailyBackup,
      discount: roundCents(fullPlan - monthlyNoAddons),
      isPaused: h.status === 'Paused',
    });
  }
  return { items, total: roundCents(items.reduce((sum, item) => sum + item.monthly, 0)), activeSites, discountPercent };
}
