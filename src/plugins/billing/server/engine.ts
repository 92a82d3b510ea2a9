import { billingNow } from '@server/billing/clock';
import { ledgerCents } from '@server/billing/credits';
import { emergencyCoverageEnd } from '@server/billing/emergency';
import { scheduledDb } from '@server/billing/scheduledChanges';
import { suspendForCredits } from '@server/billing/suspension';
import { activeSiteStarts, discountedPlanPrice, SITE_DISCOUNT } from '@server/billing/siteDiscount';
import { triggerAutoRecharge } from '@server/billing/autoRecharge';
import { firstChargedHour } from '@server/billing/trial';
import { isPostgres, type Database } from '@server/db/database';
import { sql } from 'kysely';
import { debitConsumption } from '@server/billing/debit';
import { recordCreditNotices } from './creditNotices';
import { ceilHour, chargeHour, floorHour, HOUR_MS, hourlyParts } from './hours';
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

/**
 * A hosting to bill in a run: from its cursor, until its removal takes effect (`end`), and a new
 * price from an hour on; `carry` is what its earlier hours left uncharged, in parts of a cent.
 */
interface HostingInRun {
  hosting: HostingToBill;
  from: number;
  carry: number;
  end?: number;
  change?: { at: number; monthly_price: number };
}

export interface BillingRun {
  hours: number;
  cents: number;
}

export const consumptionDescription = (domain: string) => `Consumo de ${domain}`;

/** One hour of one hosting and what it charged, in whole cents. */
export interface HourCharge {
  hour: number;
  cents: number;
}

/** Inserts the hours not yet charged and returns how many were new and what they charged. */
export async function insertCharges(db: BillingDatabase, hosting: Omit<HostingToBill, 'is_tester'>, hours: HourCharge[], createdAt: string): Promise<BillingRun> {
  const inserted: BillingRun = { hours: 0, cents: 0 };
  for (let i = 0; i < hours.length; i += CHUNK) {
    const rows = hours.slice(i, i + CHUNK).map(({ hour, cents }) => ({ user_id: hosting.owner_id, hosting_id: hosting.id, domain: hosting.domain, hour_start: new Date(hour).toISOString(), amount_cents: cents, created_at: createdAt }));
    const written = await db.insertInto('billing_charges').values(rows).onConflict((oc) => oc.columns(['hosting_id', 'hour_start']).doNothing()).returning('amount_cents').execute();
    inserted.hours += written.length;
    inserted.cents += written.reduce((sum, row) => sum + row.amount_cents, 0);
  }
  return inserted;
}

/** A charged hosting of one account in this run: its price per hour and the first hour it owes. */
export interface ChargedHosting {
  /** The hosting: its stretches at different prices share one carry. */
  id: number;
  /** One hour's exact price, in parts of a cent (hourlyPrice.ts). */
  parts: number;
  /** The later of its billing cursor and the end of its trial, on the hour. */
  start: number;
  /** The first hour no longer owed at this price (a removal or a plan change takes effect); none: open. */
  end?: number;
}

const endOf = (h: ChargedHosting) => h.end ?? Infinity;

/** A stretch of hours a hosting owes at one plan price, before it is priced per hour. */
interface Stretch {
  hosting: HostingToBill;
  monthly: number;
  start: number;
  end?: number;
}

/** The stretches of hours a hosting owes in this run, each at one price: before and after a scheduled change. */
function stretchesOf({ hosting, from, end, change }: HostingInRun): Stretch[] {
  const start = Math.max(from, firstChargedHour(hosting));
  if (!change) return [{ hosting, monthly: hosting.monthly_price, start, end }];
  const at = Math.max(change.at, start);
  return [
    { hosting, monthly: hosting.monthly_price, start, end: Math.min(at, end ?? Infinity) },
    { hosting, monthly: change.monthly_price, start: at, end },
  ];
}

/**
 * Prices each stretch per hour; an Active hosting's stretch is split at the hour the account reached
 * its third active site (`discountFrom`), the hours from then on at the site discount's plan price.
 */
function priced(stretches: Stretch[], discountFrom: number | null): ChargedHosting[] {
  return stretches.flatMap((s) => {
    const parts = (percent: number) => hourlyParts(s.hosting.status, discountedPlanPrice(s.hosting.status, s.monthly, percent), s.hosting.addons_monthly_price);
    const { hosting, start, end } = s;
    const id = hosting.id;
    if (discountFrom === null || hosting.status !== 'Active' || (end ?? Infinity) <= discountFrom) return [{ id, start, end, parts: parts(0) }];
    if (start >= discountFrom) return [{ id, start, end, parts: parts(SITE_DISCOUNT.percent) }];
    return [
      { id, start, end: discountFrom, parts: parts(0) },
      { id, start: discountFrom, end, parts: parts(SITE_DISCOUNT.percent) },
    ];
  });
}

/** What a run charges one account: each hosting's hours, the carries they leave, and where it stops. */
export interface AccountPlan {
  /** The first hour the balance cannot pay (the account is suspended then); null when it pays them all. */
  suspendAt: number | null;
  charges: Map<number, HourCharge[]>;
  carries: Map<number, number>;
}

/**
 * Walks the account's hours in order: each hour charges every hosting that owes it its exact price
 * plus its carry, in whole cents (hourlyPrice.ts `chargeHour`), and when the balance cannot pay the
 * next hour (up to the one starting at `until`) the account is suspended at that hour. Emergency
 * credit pays every hour that starts before `coveredUntil`, whatever the balance.
 */
export function planAccount(hostings: ChargedHosting[], carries: ReadonlyMap<number, number>, balanceCents: number, until: number, coveredUntil: number | null): AccountPlan {
  const coverEnd = coveredUntil === null ? null : ceilHour(coveredUntil);
  const plan: AccountPlan = { suspendAt: null, charges: new Map(), carries: new Map(carries) };
  const due = (hour: number) =>
    hostings.filter((h) => h.start <= hour && hour < endOf(h)).map((h) => ({ id: h.id, ...chargeHour(plan.carries.get(h.id) ?? 0, h.parts) }));
  let balance = balanceCents;
  const payable = (hour: number, cost: number) => (coverEnd !== null && hour < coverEnd) || cost <= balance;
  for (let hour = Math.min(...hostings.map((h) => h.start)); hour < until; hour += HOUR_MS) {
    const hourCharges = due(hour);
    const cost = hourCharges.reduce((sum, c) => sum + c.cents, 0);
    if (!payable(hour, cost)) return { ...plan, suspendAt: hour };
    balance -= cost;
    for (const { id, cents, carry } of hourCharges) {
      plan.carries.set(id, carry);
      const charged = plan.charges.get(id) ?? [];
      charged.push({ hour, cents });
      plan.charges.set(id, charged);
    }
  }
  // The hour starting now must be payable too, or the account stops now rather than run it unpaid.
  const nextHourCost = due(until).reduce((sum, c) => sum + c.cents, 0);
  return payable(until, nextHourCost) ? plan : { ...plan, suspendAt: until };
}

/**
 * Bills one account's whole hours in [cursor, until) in one transaction: charges what the balance
 * (or emergency credit) pays, suspends the account at the first hour it cannot pay, and moves every
 * cursor to `until`, so suspended, pending and trial hours are never billed later.
 */
async function billAccount(db: BillingDatabase, ownerId: number, listed: HostingInRun[], until: number, now: Date): Promise<BillingRun> {
  const createdAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // The core's billing rules take the core's view of the same transaction.
    const core = trx as unknown as Database;
    const hostings = await sinceOtherRuns(trx, ownerId, listed);
    const starts = await activeSiteStarts(core, ownerId);
    const discountFrom = starts.length >= SITE_DISCOUNT.minActiveSites ? starts[SITE_DISCOUNT.minActiveSites - 1] : null;
    const charged = priced(hostings.flatMap(stretchesOf), discountFrom).filter((h) => h.parts > 0 && h.start < until && h.start < endOf(h));
    const total: BillingRun = { hours: 0, cents: 0 };
    const carries = new Map(hostings.map(({ hosting, carry }) => [hosting.id, carry]));
    if (charged.length > 0) {
      const { credit, bonus } = await ledgerCents(core, ownerId);
      const plan = planAccount(charged, carries, credit + bonus, until, await emergencyCoverageEnd(core, ownerId));
      for (const { hosting } of hostings) {
        const written = await insertCharges(trx, hosting, plan.charges.get(hosting.id) ?? [], createdAt);
        if (written.cents > 0) await debitConsumption(core, ownerId, written.cents, consumptionDescription(hosting.domain), createdAt);
        total.hours += written.hours;
        total.cents += written.cents;
      }
      for (const [id, carry] of plan.carries) carries.set(id, carry);
      if (plan.suspendAt !== null) await suspendForCredits(core, ownerId, new Date(plan.suspendAt).toISOString());
    }
    const billed_until = new Date(until).toISOString();
    for (const { hosting, end } of hostings) {
      const carry = carries.get(hosting.id) ?? 0;
      await trx
        .insertInto('billing_cursors')
        .values({ hosting_id: hosting.id, billed_until, carry })
        .onConflict((oc) => oc.column('hosting_id').doUpdateSet({ billed_until, carry }).where('billing_cursors.billed_until', '<', billed_until))
        .execute();
      // A removed hosting billed through its last hour is done with.
      if (end !== undefined && end <= until) await scheduledDb(core).deleteFrom('hosting_billing_tails').where('hosting_id', '=', hosting.id).execute();
    }
    return total;
  });
}

/** Any number fixed for the panel: the first key of the per-account billing lock. */
const BILLING_LOCK = 72_657;

/**
 * Several API processes on one PostgreSQL may bill at the same time: each account is billed under
 * a lock held until its transaction ends, and the cursors (and carries) are read again once it is
 * held, so the hours another process billed meanwhile are neither charged again nor counted in the
 * balance walk. (On SQLite one process writes at a time; the hour's unique key still charges it once.)
 */
async function sinceOtherRuns(trx: BillingDatabase, ownerId: number, hostings: HostingInRun[]): Promise<HostingInRun[]> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(cast(${BILLING_LOCK} as integer), cast(${ownerId} as integer))`.execute(trx);
  const ids = hostings.map(({ hosting }) => hosting.id);
  const cursors = new Map((await trx.selectFrom('billing_cursors').selectAll().where('hosting_id', 'in', ids).execute()).map((c) => [c.hosting_id, c]));
  return hostings.map((h) => {
    const cursor = cursors.get(h.hosting.id);
    if (!cursor || Date.parse(cursor.billed_until) < h.from) return h;
    return { ...h, from: Date.parse(cursor.billed_until), carry: cursor.carry };
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
    const cursors = new Map((await db.selectFrom('billing_cursors').selectAll().execute()).map((c) => [c.hosting_id, { from: Date.parse(c.billed_until), carry: c.carry }]));
    const scheduled = scheduledDb(database);
    const changes = await scheduled.selectFrom('hosting_price_changes').selectAll().execute();
    const changeOf = new Map(changes.map((c) => [c.hosting_id, { at: Date.parse(c.effective_from), monthly_price: c.monthly_price }]));
    const tails = await scheduled.selectFrom('hosting_billing_tails').selectAll().execute();
    const toBill: { hosting: HostingToBill; end?: number }[] = [
      ...hostings.map((hosting) => ({ hosting })),
      ...tails.map(({ ends_at, ...hosting }) => ({ hosting: { ...hosting, id: hosting.hosting_id }, end: Date.parse(ends_at) })),
    ];
    const accounts = new Map<number, HostingInRun[]>();
    for (const { hosting, end } of toBill) {
      const cursor = cursors.get(hosting.id);
      const from = cursor?.from ?? ceilHour(Math.max(Date.parse(started_at), Date.parse(hosting.created_at)));
      if (end !== undefined && from >= end) {
        await scheduled.deleteFrom('hosting_billing_tails').where('hosting_id', '=', hosting.id).execute();
        continue;
      }
      if (from >= until) continue;
      accounts.set(hosting.owner_id, [...(accounts.get(hosting.owner_id) ?? []), { hosting, from, carry: cursor?.carry ?? 0, end, change: changeOf.get(hosting.id) }]);
    }
    const total: BillingRun = { hours: 0, cents: 0 };
    for (const [ownerId, owned] of accounts) {
      const run = await billAccount(db, ownerId, owned, until, at);
      total.hours += run.hours;
      total.cents += run.cents;
    }
    // Every hour before a price change is billed now (or was before), so the new price becomes the hosting's own.
    for (const change of changes.filter((c) => Date.parse(c.effective_from) <= until)) {
      await database.transaction().execute(async (trx) => {
        await trx.updateTable('hostings').set({ monthly_price: change.monthly_price }).where('id', '=', change.hosting_id).execute();
        await scheduledDb(trx).deleteFrom('hosting_price_changes').where('hosting_id', '=', change.hosting_id).where('effective_from', '=', change.effective_from).execute();
      });
    }
    await triggerAutoRecharge(database, at);
    // The low-credit, suspension and reactivation e-mails this run calls for (sent by the caller's mailer).
    await recordCreditNotices(database, at);
    return total;
  });
}
