import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import { accountBillingDb } from './accountTables';

export const HOUR_MS = 3_600_000;

/**
 * The billing clock: real time plus an offset kept in the database. Only the development sandbox
 * moves it (POST /api/sandbox/clock/advance), like a payment provider's test clock, so a month of
 * billing is a test and not a wait. Everything time-based in billing reads it instead of Date.now().
 */
export async function billingNow(db: Kysely<CoreDatabase>): Promise<Date> {
  const row = await accountBillingDb(db).selectFrom('billing_clock').select('offset_ms').where('id', '=', 1).executeTakeFirst();
  return new Date(Date.now() + (row?.offset_ms ?? 0));
}

/** Moves the clock on by whole hours in one atomic update, so concurrent calls add up; returns the new time. */
export async function advanceBillingClock(db: Kysely<CoreDatabase>, hours: number): Promise<Date> {
  const row = await accountBillingDb(db)
    .updateTable('billing_clock')
    .set((eb) => ({ offset_ms: eb('offset_ms', '+', hours * HOUR_MS) }))
    .where('id', '=', 1)
    .returning('offset_ms')
    .executeTakeFirstOrThrow();
  return new Date(Date.now() + row.offset_ms);
}
