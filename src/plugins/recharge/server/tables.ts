import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { InvoiceDatabase } from './invoices';

/** The recharge plugin's tables beside invoices: coupons, automatic recharge and payment links. */
export type RechargeTables = {
  /** A coupon gives a bonus percent on one recharge, until it expires; each customer uses it once. */
  coupons: {
    code: string;
    bonus_percent: number;
    expires_at: string;
    description: string;
  };
  /** Taken when a recharge with the coupon is created; given back if that recharge is cancelled. */
  coupon_redemptions: {
    id: Generated<number>;
    coupon_code: string;
    user_id: number;
    invoice_id: string;
    created_at: string;
  };
  /** Auto-recharge per account (part 1 §3): the kept card and the current trigger (episode). */
  auto_recharges: {
    user_id: number;
    enabled: number;
    payment_method: 'credit_card' | 'boleto';
    card_token: string | null;
    card_last_digits: string | null;
    card_brand: string | null;
    /** Each time the credits fall to 7 days or fewer is one episode; an episode is charged at most once. */
    episode: number;
    /** When the card was last declined: shown as an announcement until a new card or a paid recharge. */
    declined_at: string | null;
    updated_at: string;
  };
  /** One row per charged episode, unique per (user, episode): a retry or a second process finds it and charges nothing. */
  auto_recharge_attempts: {
    invoice_id: string;
    user_id: number;
    episode: number;
    amount_cents: number;
    /** Set once, by whoever settles the invoice first: the mail and the announcement follow it. */
    outcome: 'Paid' | 'Cancelled' | null;
    created_at: string;
  };
  /** A link to pay a recharge without signing in (/checkout/pay?token=…). */
  payment_links: {
    token: string;
    user_id: number;
    amount_cents: number;
    period: number;
    description: string;
    /** The invoice now paying it: a new one only once this one is cancelled. */
    invoice_id: string | null;
    expires_at: string;
    created_at: string;
  };
};

export type RechargeDatabase = Kysely<InvoiceDatabase & RechargeTables>;

export const rechargeDb = (db: Database | Kysely<InvoiceDatabase>): RechargeDatabase => (db as Database).withTables<RechargeTables & { invoices: InvoiceDatabase['invoices'] }>() as unknown as RechargeDatabase;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const rechargeTableMigrations: Record<string, Migration> = {
  '0002_boleto_coupons_auto_links': {
    async up(db: Kysely<any>) {
      for (const column of ['origin', 'boleto_line', 'boleto_barcode', 'boleto_due', 'coupon_code']) {
        await db.schema.alterTable('invoices').addColumn(column, 'text').execute();
      }
      await db.schema
        .createTable('coupons')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('bonus_percent', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('coupon_redemptions')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('coupon_code', 'text', (c) => c.notNull().references('coupons.code'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('invoice_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('coupon_redemptions_once').on('coupon_redemptions').columns(['coupon_code', 'user_id']).unique().execute();
      await db.schema
        .createTable('auto_recharges')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('card_token', 'text')
        .addColumn('card_last_digits', 'text')
        .addColumn('card_brand', 'text')
        .addColumn('episode', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('declined_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('auto_recharge_attempts')
        .addColumn('invoice_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('episode', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auto_recharge_attempts_once').on('auto_recharge_attempts').columns(['user_id', 'episode']).unique().execute();
      await db.schema
        .createTable('payment_links')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
