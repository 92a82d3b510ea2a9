import { HISTORY_LIMIT, type RechargeRecord } from '../contract';
import type { BillingDatabase } from './tables';

/** The service invoice (NFS-e) of a paid recharge, served by the recharge plugin behind the session. */
const nfseLink = (invoice: string) => `/api/recharge/nfse/${encodeURIComponent(invoice)}`;

/** Paid recharges are the ledger's positive credit entries; those paid through an invoice link to its NFS-e. */
async function paidRecharges(db: BillingDatabase, userId: number, withInvoices: boolean): Promise<RechargeRecord[]> {
  const rows = await db
    .selectFrom('credit_ledger')
    .select(['created_at', 'description', 'amount_cents', 'invoice_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'credit')
    .where('amount_cents', '>', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  const ids = rows.map((row) => row.invoice_id).filter((id): id is string => !!id);
  const invoiced = withInvoices && ids.length > 0 ? new Set((await db.selectFrom('invoices').select('id').where('id', 'in', ids).where('status', '=', 'Paid').execute()).map((r) => r.id)) : new Set<string>();
  return rows.map((row) => ({
    date: row.created_at,
    description: row.description,
    amount: row.amount_cents / 100,
    status: 'Paid',
    nfse: row.invoice_id && invoiced.has(row.invoice_id) ? nfseLink(row.invoice_id) : null,
  }));
}

/** Recharges still waiting or refused: the recharge plugin's invoices that never reached the ledger. */
async function unpaidInvoices(db: BillingDatabase, userId: number): Promise<RechargeRecord[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(['created_at', 'description', 'amount_cents', 'status'])
    .where('user_id', '=', userId)
    .where('status', '!=', 'Paid')
    .orderBy('created_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({ date: row.created_at, description: row.description, amount: row.amount_cents / 100, status: row.status, nfse: null }));
}

/** The latest recharges, newest first; invoices are read only where the recharge plugin's table exists. */
export async function rechargeHistory(db: BillingDatabase, userId: number, withInvoices: boolean): Promise<RechargeRecord[]> {
  const records = [...(await paidRecharges(db, userId, withInvoices)), ...(withInvoices ? await unpaidInvoices(db, userId) : [])];
  return records.sort((a, b) => b.date.localeCompare(a.date)).slice(0, HISTORY_LIMIT);
}

export async function hasInvoicesTable(db: BillingDatabase): Promise<boolean> {
  return (await db.introspection.getTables()).some((table) => table.name === 'invoices');
}
