import { sql, type Kysely, type Migration } from 'kysely';
import { creditPaidInvoice } from '@server/billing/invoiceCredits';
import { nowIso, type Database } from '@server/db/database';
import type { CoreDatabase } from '@server/db/schema';
import type { ChargeState, SandboxGateway } from '@server/sandbox/gateway/gateway';
import type { CardOutcome } from '@server/sandbox/gateway/testCards';
import type { InvoiceStatus, PaymentMethod } from '../schemas';

/** One charge of a recharge: what was asked, what the gateway said, and whether it is credited. */
export interface InvoicesTable {
  id: string;
  user_id: number;
  method: PaymentMethod;
  amount_cents: number;
  bonus_cents: number;
  period: number;
  description: string;
  status: InvoiceStatus;
  card_outcome: CardOutcome | null;
  settles_at: string | null;
  expires_at: string | null;
  paid_at: string | null;
  /** The n8n add-ons ordered with this payment, for the VPS team. */
  n8n_template: string | null;
  created_at: string;
  /** manual (the pages), auto (the auto-recharge trigger) or checkout (a payment link). */
  origin?: 'manual' | 'auto' | 'checkout' | null;
  boleto_line?: string | null;
  boleto_barcode?: string | null;
  boleto_due?: string | null;
  coupon_code?: string | null;
}

export type InvoiceDatabase = CoreDatabase & { invoices: InvoicesTable };

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const invoiceMigrations: Record<string, Migration> = {
  '0001_invoices': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('bonus_cents', 'integer', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('card_outcome', 'text')
        .addColumn('settles_at', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('n8n_template', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
      await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();
    },
  },
};

export function invoicesOf(db: Database): Kysely<InvoiceDatabase> {
  return db.withTables<{ invoices: InvoicesTable }>();
}

export function chargeStateOf(invoice: InvoicesTable): ChargeState {
  return { method: invoice.method, outcome: invoice.card_outcome, settlesAt: invoice.settles_at, expiresAt: invoice.expires_at, paidAt: invoice.paid_at };
}

/**
 * Moves a pending invoice to what the gateway now says. The move from Pending and the ledger
 * credit happen in one transaction guarded by the Pending status, so concurrent polls credit
 * a paid invoice exactly once.
 */
export async function settleInvoice(db: Kysely<InvoiceDatabase>, gateway: SandboxGateway, invoice: InvoicesTable): Promise<InvoiceStatus> {
  if (invoice.status !== 'Pending') return invoice.status;
  const status = gateway.status(chargeStateOf(invoice));
  if (status === 'Pending') return status;
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('invoices')
      .set({ status, paid_at: status === 'Paid' ? (invoice.paid_at ?? nowIso()) : null })
      .where('id', '=', invoice.id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const current = await trx.selectFrom('invoices').select('status').where('id', '=', invoice.id).executeTakeFirstOrThrow();
      return current.status;
    }
    // A cancelled recharge gives its coupon back: single use counts paid (or still open) recharges only.
    if (status === 'Cancelled') await (trx as unknown as Kysely<{ coupon_redemptions: { invoice_id: string } }>).deleteFrom('coupon_redemptions').where('invoice_id', '=', invoice.id).execute();
    if (status === 'Paid') {
      await creditPaidInvoice(trx as unknown as Kysely<CoreDatabase>, {
        invoiceId: invoice.id,
        userId: invoice.user_id,
        creditCents: invoice.amount_cents,
        bonusCents: invoice.bonus_cents,
        description: invoice.description,
      });
    }
    return status;
  });
}
