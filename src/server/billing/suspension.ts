import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import type { SharedStateTable } from '../state/sharedState';
import { accountBillingDb } from './accountTables';
import { billingNow } from './clock';
import { ledgerCents } from './credits';
import { hourlyCentsAtMost } from './hourlyPrice';
import { firstChargedHour } from './trial';

/** The answer for a Host name that may be a suspended site, cached in the shared state (plugins/billing/server/suspendedSite.ts). */
export const suspendedSiteKey = (hostname: string) => `suspended-site:${hostname}`;

/**
 * Drops the cached answers for these hostings' domains (and their www.), in the shared state
 * every process reads, so a suspension, a reactivation or a new screen shows at once everywhere.
 */
export async function forgetSuspendedSites(db: Kysely<CoreDatabase>, of: { hostingIds: number[] } | { ownerId: number }): Promise<void> {
  if ('hostingIds' in of && of.hostingIds.length === 0) return;
  const rows = await db.selectFrom('hostings').select('domain').where((eb) => ('ownerId' in of ? eb('owner_id', '=', of.ownerId) : eb('id', 'in', of.hostingIds))).execute();
  const keys = rows.flatMap(({ domain }) => [suspendedSiteKey(domain), suspendedSiteKey(`www.${domain}`)]);
  if (keys.length > 0) await (db as unknown as Kysely<{ shared_state: SharedStateTable }>).deleteFrom('shared_state').where('key', 'in', keys).execute();
}

/** What lack of credits suspends: everything that is charged by the hour. */
const CHARGED_STATUSES = ['Active', 'Paused'];

/**
 * Suspends every charged hosting of the account (part 1 §4: suspended services give a red banner)
 * and remembers what each was, so a recharge gives a paused one back paused. Returns how many.
 */
export async function suspendForCredits(db: Kysely<CoreDatabase>, userId: number, at: string): Promise<number> {
  const adb = accountBillingDb(db);
  const hostings = await adb.selectFrom('hostings').select(['id', 'status']).where('owner_id', '=', userId).where('status', 'in', CHARGED_STATUSES).execute();
  if (hostings.length === 0) return 0;
  await adb
    .insertInto('hosting_suspensions')
    .values(hostings.map((h) => ({ hosting_id: h.id, previous_status: h.status, suspended_at: at })))
    .onConflict((oc) => oc.column('hosting_id').doUpdateSet((eb) => ({ previous_status: eb.ref('excluded.previous_status'), suspended_at: eb.ref('excluded.suspended_at') })))
    .execute();
  await adb.updateTable('hostings').set({ status: 'Suspended' }).where('id', 'in', hostings.map((h) => h.id)).execute();
  await forgetSuspendedSites(db, { hostingIds: hostings.map((h) => h.id) });
  return hostings.length;
}

/** The account's hostings suspended for lack of credits, with the status each goes back to. */
export async function creditSuspensions(db: Kysely<CoreDatabase>, userId: number) {
  return accountBillingDb(db)
    .selectFrom('hosting_suspensions')
    .innerJoin('hostings', 'hostings.id', 'hosting_suspensions.hosting_id')
    .select(['hostings.id', 'hosting_suspensions.previous_status', 'hostings.monthly_price', 'hostings.addons_monthly_price', 'hostings.is_tester', 'hostings.created_at'])
    .where('hostings.owner_id', '=', userId)
    .where('hostings.status', '=', 'Suspended')
    .execute();
}

/** Gives every hosting suspended for lack of credits its status back; returns how many. */
export async function reactivateAccount(db: Kysely<CoreDatabase>, userId: number): Promise<number> {
  const adb = accountBillingDb(db);
  const suspended = await creditSuspensions(db, userId);
  for (const hosting of suspended) {
    await adb.updateTable('hostings').set({ status: hosting.previous_status }).where('id', '=', hosting.id).where('status', '=', 'Suspended').execute();
  }
  if (suspended.length > 0) await adb.deleteFrom('hosting_suspensions').where('hosting_id', 'in', suspended.map((h) => h.id)).execute();
  await forgetSuspendedSites(db, { hostingIds: suspended.map((h) => h.id) });
  return suspended.length;
}

/**
 * After a recharge: when the balance pays the next hour of everything the account would run (each
 * hosting's hour rounded up to the cent, the most it can take), the hostings suspended for lack of
 * credits come back. A smaller recharge leaves them suspended.
 */
export async function reactivateIfPaid(db: Kysely<CoreDatabase>, userId: number): Promise<boolean> {
  const suspended = await creditSuspensions(db, userId);
  if (suspended.length === 0) return false;
  const nextHour = (await billingNow(db)).getTime();
  const running = await db.selectFrom('hostings').select(['status', 'monthly_price', 'addons_monthly_price', 'is_tester', 'created_at']).where('owner_id', '=', userId).where('status', 'in', CHARGED_STATUSES).execute();
  const cost = [...suspended.map((h) => ({ ...h, status: h.previous_status })), ...running]
    .filter((h) => firstChargedHour(h) <= nextHour)
    .reduce((sum, h) => sum + hourlyCentsAtMost(h.status, h.monthly_price, h.addons_monthly_price), 0);
  const { credit, bonus } = await ledgerCents(db, userId);
  if (credit + bonus < cost) return false;
  await reactivateAccount(db, userId);
  return true;
}
