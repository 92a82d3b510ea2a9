import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import { accountBillingDb } from './accountTables';
import { billingNow, HOUR_MS } from './clock';
import { ledgerCents } from './credits';
import { creditSuspensions, reactivateAccount } from './suspension';

/** Emergency credit keeps hostings active up to 3 days at no extra fee (part 2 §9). */
export const EMERGENCY_HOURS = 72;

export interface EmergencyStatus {
  isSuspended: boolean;
  isEnabled: boolean;
  isAllowed: boolean;
  expiresAt: string | null;
}

/** The user's latest emergency credit that no recharge has paid back yet. */
async function openEmergency(db: Kysely<CoreDatabase>, userId: number) {
  return accountBillingDb(db)
    .selectFrom('emergency_credits')
    .select(['id', 'taken_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('settled_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Only accounts that have paid before get credit: a trial that ended must recharge (trial.ts). */
async function hasRecharged(db: Kysely<CoreDatabase>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('credit_ledger').select('id').where('user_id', '=', userId).where('kind', '=', 'credit').where('amount_cents', '>', 0).executeTakeFirst();
  return row !== undefined;
}

/**
 * GET /recharge/emergency. The rule:
 * - offered (isAllowed) only while hostings are suspended for lack of credits, to an account that
 *   has recharged before, and with no earlier emergency credit still unpaid;
 * - on (isEnabled) for EMERGENCY_HOURS from when it is taken: the hostings run and are charged as
 *   usual, the balance going below zero, with no fee;
 * - it ends early when a recharge brings the balance back to zero or more (settled); until then a
 *   second one cannot be taken, so the debt is never more than 3 days of consumption.
 */
export async function emergencyState(db: Kysely<CoreDatabase>, userId: number): Promise<EmergencyStatus> {
  const now = (await billingNow(db)).getTime();
  const open = await openEmergency(db, userId);
  const isEnabled = open !== undefined && Date.parse(open.expires_at) > now;
  const isSuspended = (await creditSuspensions(db, userId)).length > 0;
  const isAllowed = isSuspended && open === undefined && (await hasRecharged(db, userId));
  return { isSuspended, isEnabled, isAllowed, expiresAt: isEnabled ? open.expires_at : null };
}

/** Takes emergency credit when allowed: the suspended hostings come back at once. Null when not allowed. */
export async function takeEmergencyCredit(db: Kysely<CoreDatabase>, userId: number): Promise<EmergencyStatus | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await emergencyState(trx, userId)).isAllowed) return null;
    const now = await billingNow(trx);
    await accountBillingDb(trx)
      .insertInto('emergency_credits')
      .values({ user_id: userId, taken_at: now.toISOString(), expires_at: new Date(now.getTime() + EMERGENCY_HOURS * HOUR_MS).toISOString(), settled_at: null })
      .execute();
    await reactivateAccount(trx, userId);
    return emergencyState(trx, userId);
  });
}

/** Until when (ms) the open emergency credit lets the billing engine charge past the balance; null when none. */
export async function emergencyCoverageEnd(db: Kysely<CoreDatabase>, userId: number): Promise<number | null> {
  const open = await openEmergency(db, userId);
  return open ? Date.parse(open.expires_at) : null;
}

/** After a recharge: a balance of zero or more has paid the emergency credit back, which ends it. */
export async function settleEmergencyIfRepaid(db: Kysely<CoreDatabase>, userId: number, at: string): Promise<void> {
  const { credit, bonus } = await ledgerCents(db, userId);
  if (credit + bonus < 0) return;
  await accountBillingDb(db).updateTable('emergency_credits').set({ settled_at: at }).where('user_id', '=', userId).where('settled_at', 'is', null).execute();
}
