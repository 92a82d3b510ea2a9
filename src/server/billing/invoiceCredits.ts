import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import { billingNow } from './clock';
import { settleEmergencyIfRepaid } from './emergency';
import { emitRechargeCredited } from './rechargeEvents';
import { reactivateIfPaid } from './suspension';

export interface PaidInvoice {
  invoiceId: string;
  userId: number;
  creditCents: number;
  bonusCents: number;
  description: string;
}

/**
 * Writes a paid invoice's credit and bonus into the ledger. The ledger's unique
 * (invoice_id, kind) index makes a second attempt a no-op; returns whether this call credited.
 * A recharge also pays back emergency credit and reactivates hostings suspended for lack of credits
 * when the balance pays their next hour. Call it inside the transaction that marks the invoice paid.
 */
export async function creditPaidInvoice(db: Kysely<CoreDatabase>, invoice: PaidInvoice): Promise<boolean> {
  const created_at = (await billingNow(db)).toISOString();
  const rows = [
    { user_id: invoice.userId, kind: 'credit' as const, amount_cents: invoice.creditCents, description: invoice.description, invoice_id: invoice.invoiceId, created_at },
    ...(invoice.bonusCents > 0
      ? [{ user_id: invoice.userId, kind: 'bonus' as const, amount_cents: invoice.bonusCents, description: 'Bônus da recarga', invoice_id: invoice.invoiceId, created_at }]
      : []),
  ];
  const result = await db
    .insertInto('credit_ledger')
    .values(rows)
    .onConflict((oc) => oc.columns(['invoice_id', 'kind']).doNothing())
    .executeTakeFirst();
  const credited = Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  if (credited) {
    // The first recharge ends the trial period of the user's hostings (part 1 §4, trial.ts).
    await db.updateTable('hostings').set({ is_tester: 0 }).where('owner_id', '=', invoice.userId).execute();
    await settleEmergencyIfRepaid(db, invoice.userId, created_at);
    await reactivateIfPaid(db, invoice.userId);
    await emitRechargeCredited(db, invoice);
  }
  return credited;
}
