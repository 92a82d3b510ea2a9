import type { Database } from '../../../server/db/database';
import { debitConsumption } from './debit';
import { ceilHour, floorHour, hourlyCents, hourStarts } from './hours';
import { billingDb, type BillingDatabase } from './tables';

/** Rows per insert, well under SQLite's limit on bound parameters when a long pause is caught up. */
const CHUNK = 500;

interface HostingToBill {
  id: number;
  domain: string;
  owner_id: number;
  status: string;
  monthly_price: number;
  created_at: string;
}

export interface BillingRun {
  hours: number;
  cents: number;
}

export const consumptionDescription = (domain: string) => `Consumo de ${domain}`;

/** Inserts the hours not yet charged and returns how many were new. */
export async function insertCharges(db: BillingDatabase, hosting: HostingToBill, starts: string[], cents: number, createdAt: string): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < starts.length; i += CHUNK) {
    const rows = starts.slice(i, i + CHUNK).map((hour_start) => ({ user_id: hosting.owner_id, hosting_id: hosting.id, domain: hosting.domain, hour_start, amount_cents: cents, created_at: createdAt }));
    const result = await db.insertInto('billing_charges').values(rows).onConflict((oc) => oc.columns(['hosting_id', 'hour_start']).doNothing()).executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** Charges one hosting the whole hours in [from, until) at its current status, and moves its cursor on. */
async function billHosting(db: BillingDatabase, hosting: HostingToBill, from: number, until: number, now: Date): Promise<BillingRun> {
  const cents = hourlyCents(hosting.status, hosting.monthly_price);
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const hours = cents > 0 ? await insertCharges(trx, hosting, hourStarts(from, until), cents, createdAt) : 0;
    if (hours > 0) await debitConsumption(trx, hosting.owner_id, hours * cents, consumptionDescription(hosting.domain), createdAt);
    const billed_until = new Date(until).toISOString();
    await trx.insertInto('billing_cursors').values({ hosting_id: hosting.id, billed_until }).onConflict((oc) => oc.column('hosting_id').doUpdateSet({ billed_until })).execute();
    return { hours, cents: hours * cents };
  });
}

/**
 * The hourly billing engine: charges every hosting each hour completed by `now`, once. A hosting
 * is billed from the later of its creation and the first run, rounded up to the hour.
 */
export async function runBilling(database: Database, now = new Date()): Promise<BillingRun> {
  const db = billingDb(database);
  const until = floorHour(now.getTime());
  const { started_at } = await db.selectFrom('billing_state').select('started_at').where('id', '=', 1).executeTakeFirstOrThrow();
  const hostings = await db.selectFrom('hostings').select(['id', 'domain', 'owner_id', 'status', 'monthly_price', 'created_at']).execute();
  const cursors = new Map((await db.selectFrom('billing_cursors').selectAll().execute()).map((c) => [c.hosting_id, Date.parse(c.billed_until)]));
  const total: BillingRun = { hours: 0, cents: 0 };
  for (const hosting of hostings) {
    const from = cursors.get(hosting.id) ?? ceilHour(Math.max(Date.parse(started_at), Date.parse(hosting.created_at)));
    if (from >= until) continue;
    const run = await billHosting(db, hosting, from, until, now);
    total.hours += run.hours;
    total.cents += run.cents;
  }
  return total;
}
