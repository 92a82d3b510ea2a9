import type { Generated, Kysely, Migration } from 'kysely';
import type { CoreDatabase } from '../db/schema';

/** The core's billing state beside the ledger: the development clock, suspensions for lack of credits, emergency credit. */
export type AccountBillingTables = {
  /** One row: how far the billing clock runs ahead of real time (0 outside development). */
  billing_clock: {
    id: number;
    offset_ms: number;
  };
  /** A hosting suspended because its owner's credits could not pay the next hour, and what it was before. */
  hosting_suspensions: {
    hosting_id: number;
    previous_status: string;
    suspended_at: string;
  };
  /** Emergency credit taken by a user: on until expires_at, or until a recharge pays the debt back (settled_at). */
  emergency_credits: {
    id: Generated<number>;
    user_id: number;
    taken_at: string;
    expires_at: string;
    settled_at: string | null;
  };
};

export type AccountBillingDatabase = Kysely<CoreDatabase & AccountBillingTables>;

export const accountBillingDb = (db: Kysely<CoreDatabase>): AccountBillingDatabase => db.withTables<AccountBillingTables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const accountBillingMigrations: Record<string, Migration> = {
  '0006_billing_clock_suspensions': {
    async up(db: Kysely<any>) {
      await db.schema.createTable('billing_clock').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('offset_ms', 'integer', (c) => c.notNull()).execute();
      await db.insertInto('billing_clock').values({ id: 1, offset_ms: 0 }).execute();
      await db.schema
        .createTable('hosting_suspensions')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('previous_status', 'text', (c) => c.notNull())
        .addColumn('suspended_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('emergency_credits')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('taken_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .execute();
      await db.schema.createIndex('emergency_credits_user').on('emergency_credits').columns(['user_id', 'id']).execute();
    },
  },
};
