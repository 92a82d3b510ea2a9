import type { Database } from '../db/database';
import { ledgerCents } from './credits';

/**
 * Writes a consumption into the ledger: from the credit while it lasts, then from the bonus.
 * What neither covers stays on the credit, which goes negative: the debt is recorded, not lost.
 * In the core beside the ledger it writes: billing's hourly charges and the domains' orders both debit.
 */
export async function debitConsumption(db: Database, userId: number, cents: number, description: string, createdAt: string): Promise<void> {
  const balance = await ledgerCents(db, userId);
  const fromCredit = Math.min(cents, Math.max(0, balance.credit));
  const fromBonus = Math.min(cents - fromCredit, Math.max(0, balance.bonus));
  const onCredit = cents - fromBonus;
  const rows = [
    ...(onCredit > 0 ? [{ user_id: userId, kind: 'credit' as const, amount_cents: -onCredit, description, invoice_id: null, created_at: createdAt }] : []),
    ...(fromBonus > 0 ? [{ user_id: userId, kind: 'bonus' as const, amount_cents: -fromBonus, description, invoice_id: null, created_at: createdAt }] : []),
  ];
  if (rows.length > 0) await db.insertInto('credit_ledger').values(rows).execute();
}
