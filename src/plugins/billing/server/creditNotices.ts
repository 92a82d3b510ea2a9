import type { Kysely } from 'kysely';
import type { AccountBillingTables } from '@server/billing/accountTables';
import { billingNow } from '@server/billing/clock';
import { daysOfCredit, hourCentsOf } from '@server/billing/forecast';
import type { RechargeCreditedListener } from '@server/billing/rechargeEvents';
import type { CoreDatabase } from '@server/db/schema';
import type { BillingTables } from './tables';

/**
 * The credit e-mails (issue 46): a warning when the credits last under LOW_CREDIT_DAYS, once per
 * episode; a notice when the account's hostings are suspended for lack of credits; another when a
 * recharge brings them back. Each is decided from the account's standing after a billing run or a
 * recharge, written as a row in the transaction that changed it, and sent once after
 * (creditNoticeMail.ts), so a rollback sends nothing and a second process sends nothing again.
 */
export const LOW_CREDIT_DAYS = 3;

export type CreditNoticeKind = 'lowCredit' | 'suspended' | 'reactivated';

const CHARGED = ['Active', 'Paused'];

type NoticeDatabase = Kysely<CoreDatabase & AccountBillingTables & BillingTables>;
const noticeDb = (db: Kysely<CoreDatabase>): NoticeDatabase => db.withTables<AccountBillingTables & BillingTables>();

interface Standing {
  userId: number;
  /** Hostings suspended for lack of credits. */
  suspended: string[];
  /** Hostings charged by the hour now. */
  running: string[];
  /** Whole days the balance lasts at the exact hourly price; null when nothing is charged. */
  days: number | null;
  emergency: boolean;
}

/** Where each account stands: what is suspended, what runs and how long its credits last (as the forecast counts them). */
async function standings(db: NoticeDatabase, now: Date, userIds?: number[]): Promise<Standing[]> {
  if (userIds?.length === 0) return [];
  const hostings = await db
    .selectFrom('hostings')
    .leftJoin('hosting_suspensions', 'hosting_suspensions.hosting_id', 'hostings.id')
    .select(['hostings.owner_id', 'hostings.domain', 'hostings.status', 'hostings.monthly_price', 'hostings.addons_monthly_price', 'hosting_suspensions.hosting_id as suspension'])
    .$if(userIds !== undefined, (q) => q.where('hostings.owner_id', 'in', userIds as number[]))
    .where('hostings.status', 'in', [...CHARGED, 'Suspended'])
    .orderBy('hostings.domain')
    .execute();
  const owners = [...new Set(hostings.map((h) => h.owner_id))];
  if (owners.length === 0) return [];
  const ledger = await db.selectFrom('credit_ledger').select(['user_id', (eb) => eb.fn.sum<number>('amount_cents').as('cents')]).where('user_id', 'in', owners).groupBy('user_id').execute();
  const balanceOf = new Map(ledger.map((row) => [row.user_id, Number(row.cents)]));
  const emergencies = await db
    .selectFrom('emergency_credits')
    .select('user_id')
    .where('user_id', 'in', owners)
    .where('settled_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute();
  const inEmergency = new Set(emergencies.map((row) => row.user_id));
  return owners.map((userId) => {
    const own = hostings.filter((h) => h.owner_id === userId);
    return {
      userId,
      suspended: own.filter((h) => h.status === 'Suspended' && h.suspension !== null).map((h) => h.domain),
      running: own.filter((h) => CHARGED.includes(h.status)).map((h) => h.domain),
      days: daysOfCredit(balanceOf.get(userId) ?? 0, hourCentsOf(own)),
      emergency: inEmergency.has(userId),
    };
  });
}

/** Moves one flag of the user's episode from `from` to its opposite; true when this call moved it (another process did not). */
async function turn(db: NoticeDatabase, userId: number, flag: 'low_credit' | 'suspended', from: 0 | 1): Promise<boolean> {
  await db.insertInto('credit_notice_state').values({ user_id: userId, low_credit: 0, suspended: 0 }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const moved = await db
    .updateTable('credit_notice_state')
    .set({ [flag]: from === 0 ? 1 : 0 })
    .where('user_id', '=', userId)
    .where(flag, '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/**
 * Writes the notices each account's standing calls for:
 * - suspended for lack of credits and not told yet: the suspension notice;
 * - told of a suspension that has ended: the reactivation notice, unless emergency credit brought
 *   the hostings back (the customer asked for it on the page; its own texts say the rest);
 * - credits lasting under 3 days, not warned in this episode: the warning (never while suspended or
 *   on emergency credit, when the balance is spent on purpose); 3 days or more end the episode.
 */
export async function recordCreditNotices(database: Kysely<CoreDatabase>, now: Date, userIds?: number[]): Promise<void> {
  const db = noticeDb(database);
  const created_at = now.toISOString();
  const write = (userId: number, kind: CreditNoticeKind, domains: string[]) => db.insertInto('credit_notices').values({ user_id: userId, kind, domains: domains.join(', '), created_at, sent_at: null, attempts: 0 }).execute();
  const accounts = await standings(db, now, userIds);
  if (accounts.length === 0) return;
  // Read first, so an account whose standing is what it was told costs no write; `turn` still guards each change.
  const told = new Map(
    (await db.selectFrom('credit_notice_state').selectAll().where('user_id', 'in', accounts.map((a) => a.userId)).execute()).map((row) => [row.user_id, row]),
  );
  for (const { userId, suspended, running, days, emergency } of accounts) {
    const state = told.get(userId) ?? { low_credit: 0, suspended: 0 };
    if (suspended.length > 0 && state.suspended === 0) {
      if (await turn(db, userId, 'suspended', 0)) await write(userId, 'suspended', suspended);
    } else if (suspended.length === 0 && state.suspended === 1) {
      if ((await turn(db, userId, 'suspended', 1)) && !emergency) await write(userId, 'reactivated', running);
    }
    if (days === null || suspended.length > 0) continue;
    if (days < LOW_CREDIT_DAYS && !emergency && state.low_credit === 0) {
      if (await turn(db, userId, 'low_credit', 0)) await write(userId, 'lowCredit', running);
    } else if (days >= LOW_CREDIT_DAYS && state.low_credit === 1) {
      await turn(db, userId, 'low_credit', 1);
    }
  }
}

/** Subscribed to every paid recharge: in its transaction, after the hostings it pays for are back. */
export const creditNoticesOnRecharge: RechargeCreditedListener = async (db, invoice) => {
  await recordCreditNotices(db, await billingNow(db), [invoice.userId]);
};
