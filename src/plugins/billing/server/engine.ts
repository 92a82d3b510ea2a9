import { billingNow } from '@server/billing/clock';
import { ledgerCents } from '@server/billing/credits';
import { emergencyCoverageEnd } from '@server/billing/emergency';
import { suspendForCredits } from '@server/billing/suspension';
import { firstChargedHour } from '@server/billing/trial';
import type { Database } from '@server/db/database';
import { debitConsumption } from './debit';
import { ceilHour, floorHour, HOUR_MS, hourlyCents, hourStarts } from './hours';
import { billingDb, type BillingDatabase } from './tables';

/** Rows per insert, well under SQLite's limit on bound parameters when a long pause is caught up. */
const CHUNK = 500;

interface HostingToBill {
  id: number;
  domain: string;
  owner_id: number;
  status: string;
  monthly_price: number;
  addons_monthly_price: number;
  created_at: string;
  is_tester: number;
}

export interface BillingRun {
  hours: number;
  cents: number;
}

export const consumptionDescription = (domain: string) => `Consumo de ${domain}`;

/** Inserts the hours not yet charged and returns how many were new. */
export async function insertCharges(db: BillingDatabase, hosting: Omit<HostingToBill, 'is_tester'>, starts: string[], cents: number, createdAt: string): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < starts.length; i += CHUNK) {
    const rows = starts.slice(i, i + CHUNK).map((hour_start) => ({ user_id: hosting.owner_id, hosting_id: hosting.id, domain: hosting.domain, hour_start, amount_cents: cents, created_at: createdAt }));
    const result = await db.insertInto('billing_charges').values(rows).onConflict((oc) => oc.columns(['hosting_id', 'hour_start']).doNothing()).executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** A charged hosting of one account in this run: its price per hour and the first hour it owes. */
export interface ChargedHosting {
  cents: number;
  /** The later of its billing cursor and the end of its trial, on the hour. */
  start: number;
}

/**
 * Where the account's hours stop being paid, walking the hours in order: each hour costs the sum of
 * the hostings that owe it, and when the balance cannot pay the next hour (up to the one starting at
 * `until`) the account is suspended at that hour; null when it can. Emergency credit pays every hour
 * that starts before `coveredUntil`, whatever the balance.
 */
export function suspensionHour(hostings: ChargedHosting[], balanceCents: number, until: number, coveredUntil: number | null): number | null {
  const coverEnd = coveredUntil === null ? null : ceilHour(coveredUntil);
  const boundaries = [...new Set([...hostings.map((h) => h.start), ...(coverEnd === null ? [] : [coverEnd]), until])].filter((b) => b <= until).sort((a, b) => a - b);
  let balance = balanceCents;
  let hour = Math.min(...hostings.map((h) => h.start));
  while (hour < until) {
    const next = boundaries.find((b) => b > hour) ?? until;
    const hours = (next - hour) / HOUR_MS;
    const cost = hostings.filter((h) => h.start <= hour).reduce((sum, h) => sum + h.cents, 0);
    const covered = coverEnd !== null && hour < coverEnd;
    const paid = covered || cost === 0 ? hours : Math.min(hours, Math.max(0, Math.floor(balance / cost)));
    balance -= paid * cost;
    if (paid < hours) return hour + paid * HOUR_MS;
    hour = next;
  }
  // The hour starting now must be payable too, or the account stops now rather than run it unpaid.
  const nextHourCost = hostings.reduce((sum, h) => sum + h.cents, 0);
  const coveredNow = coverEnd !== null && until < coverEnd;
  return coveredNow || balance >= nextHourCost ? null : until;
}

/**
 * Bills one account's whole hours in [cursor, until) in one transaction: charges what the balance
 * (or emergency credit) pays, suspends the account at the first hour it cannot pay, and moves every
 * cursor to `until`, so suspended, pending and trial hours are never billed later.
 */
async function billAccount(db: BillingDatabase, ownerId: number, hostings: { hosting: HostingToBill; from: number }[], until: number, now: Date): Promise<BillingRun> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // The core's billing rules take the core's view of the same transaction.
    const core = trx as unknown as Database;
    const charged = hostings
      .map(({ hosting, from }) => ({ hosting, cents: hourlyCents(hosting.status, hosting.monthly_price, hosting.addons_monthly_price), start: Math.max(from, firstChargedHour(hosting)) }))
      .filter((h) => h.cents > 0 && h.start < until);
    const total: BillingRun = { hours: 0, cents: 0 };
    if (charged.length > 0) {
      const { credit, bonus } = await ledgerCents(core, ownerId);
      const suspendAt = suspensionHour(charged, credit + bonus, until, await emergencyCoverageEnd(core, ownerId));
      const stop = suspendAt ?? until;
      for (const { hosting, cents, start } of charged) {
        const hours = start < stop ? await insertCharges(trx, hosting, hourStarts(start, stop), cents, createdAt) : 0;
        if (hours > 0) await debitConsumption(trx, ownerId, hours * cents, consumptionDescription(hosting.domain), createdAt);
        total.hours += hours;
        total.cents += hours * cents;
      }
      if (suspendAt !== null) await suspendForCredits(core, ownerId, new Date(suspendAt).toISOString());
    }
    const billed_until = new Date(until).toISOString();
    for (const { hosting } of hostings) {
      await trx.insertInto('billing_cursors').values({ hosting_id: hosting.id, billed_until }).onConflict((oc) => oc.column('hosting_id').doUpdateSet({ billed_until })).execute();
    }
    return total;
  });
}

/** One run at a time per database: the hourly timer and the development clock never bill side by side. */
const running = new WeakMap<Database, Promise<unknown>>();
function oneAtATime<T>(database: Database, run: () => Promise<T>): Promise<T> {
  const previous = running.get(database) ?? Promise.resolve();
  const next = previous.then(run, run);
  running.set(database, next.catch(() => undefined));
  return next;
}

/**
 * The hourly billing engine: charges every hosting each hour completed by `now` (the billing
 * clock's time unless given), once. A hosting is billed from the later of its creation and the
 * first run, rounded up to the hour; an account whose balance cannot pay the next hour is suspended.
 */
export function runBilling(database: Database, now?: Date): Promise<BillingRun> {
  return oneAtATime(database, async () => {
    const db = billingDb(database);
    const at = now ?? (await billingNow(database));
    const until = floorHour(at.getTime());
    const { started_at } = await db.selectFrom('billing_state').select('started_at').where('id', '=', 1).executeTakeFirstOrThrow();
    const hostings = await db.selectFrom('hostings').select(['id', 'domain', 'owner_id', 'status', 'monthly_price', 'addons_monthly_price', 'created_at', 'is_tester']).orderBy('owner_id').orderBy('id').execute();
    const cursors = new Map((await db.selectFrom('billing_cursors').selectAll().execute()).map((c) => [c.hosting_id, Date.parse(c.billed_until)]));
    const accounts = new Map<number, { hosting: HostingToBill; from: number }[]>();
    for (const hosting of hostings) {
      const from = cursors.get(hosting.id) ?? ceilHour(Math.max(Date.parse(started_at), Date.parse(hosting.created_at)));
      if (from >= until) continue;
      accounts.set(hosting.owner_id, [...(accounts.get(hosting.owner_id) ?? []), { hosting, from }]);
    }
    const total: BillingRun = { hours: 0, cents: 0 };
    for (const [ownerId, owned] of accounts) {
      const run = await billAccount(db, ownerId, owned, until, at);
      total.hours += run.hours;
      total.cents += run.cents;
    }
    return total;
  });
}
