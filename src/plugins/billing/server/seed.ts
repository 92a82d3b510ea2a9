import type { ServerContext } from '@server/plugins/serverPlugin';
import { consumptionDescription, insertCharges } from './engine';
import { ceilHour, chargeHour, floorHour, hourlyParts, HOUR_MS } from './hours';
import { monthKey, monthStartBefore } from './months';
import { billingDb, type BillingDatabase } from './tables';

const DEMO_OWNER = 'cliente@exemplo.com.br';
const HISTORY_MONTHS = 3;

interface MonthTotals {
  /** cents per domain, and when that month's last charged hour ended */
  byDomain: Map<string, number>;
  first: number;
  last: number;
}

/** Charges the owner's hostings hour by hour from the first day three months back, and sums them by month. */
async function chargeHistory(db: BillingDatabase, ownerId: number, now: number): Promise<Map<string, MonthTotals>> {
  const hostings = await db.selectFrom('hostings').select(['id', 'domain', 'owner_id', 'status', 'monthly_price', 'addons_monthly_price', 'created_at']).where('owner_id', '=', ownerId).execute();
  const since = monthStartBefore(now, HISTORY_MONTHS);
  const until = floorHour(now);
  const months = new Map<string, MonthTotals>();
  for (const hosting of hostings) {
    const parts = hourlyParts(hosting.status, hosting.monthly_price, hosting.addons_monthly_price);
    if (parts === 0) continue;
    const hours = [];
    let carry = 0;
    for (let hour = ceilHour(Math.max(since, Date.parse(hosting.created_at))); hour < until; hour += HOUR_MS) {
      const charged = chargeHour(carry, parts);
      carry = charged.carry;
      hours.push({ hour, cents: charged.cents });
    }
    await insertCharges(db, hosting, hours, new Date(now).toISOString());
    for (const { hour, cents } of hours) {
      const month = months.get(monthKey(hour)) ?? { byDomain: new Map(), first: hour, last: hour };
      month.byDomain.set(hosting.domain, (month.byDomain.get(hosting.domain) ?? 0) + cents);
      month.first = Math.min(month.first, hour);
      month.last = Math.max(month.last, hour + HOUR_MS);
      months.set(monthKey(hour), month);
    }
  }
  return months;
}

/**
 * Three months of the demo owner's consumption, each month paid by a recharge of the same
 * amount, so the balance stays what the core seed gave: credit R$ 120,00 and bonus R$ 30,00.
 */
export async function seedBilling({ db: database }: ServerContext): Promise<void> {
  const db = billingDb(database);
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER).executeTakeFirst();
  if (!owner) return;
  await db.transaction().execute(async (trx) => {
    const months = await chargeHistory(trx, owner.id, Date.now());
    for (const [key, month] of months) {
      const spent = [...month.byDomain.values()].reduce((sum, cents) => sum + cents, 0);
      const paidAt = new Date(month.first).toISOString();
      const chargedAt = new Date(month.last).toISOString();
      await trx
        .insertInto('credit_ledger')
        .values([
          { user_id: owner.id, kind: 'credit', amount_cents: spent, description: 'Recarga via PIX', invoice_id: `demo-billing-${key}`, created_at: paidAt },
          ...[...month.byDomain].map(([domain, cents]) => ({ user_id: owner.id, kind: 'credit' as const, amount_cents: -cents, description: consumptionDescription(domain), invoice_id: null, created_at: chargedAt })),
        ])
        .execute();
    }
  });
}
