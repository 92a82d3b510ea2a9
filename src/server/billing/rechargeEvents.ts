import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import type { PaidInvoice } from './invoiceCredits';

/**
 * Listeners told once per paid recharge, right after its credit is written, inside the same
 * transaction: what they write commits or rolls back with the credit. Plugins subscribe when their
 * routes are registered (e.g. the referral bonus); a listener added twice is called once.
 */
export type RechargeCreditedListener = (db: Kysely<CoreDatabase>, invoice: PaidInvoice) => Promise<void>;

const listeners = new Set<RechargeCreditedListener>();

export function onRechargeCredited(listener: RechargeCreditedListener): void {
  listeners.add(listener);
}

export async function emitRechargeCredited(db: Kysely<CoreDatabase>, invoice: PaidInvoice): Promise<void> {
  for (const listener of listeners) await listener(db, invoice);
}
