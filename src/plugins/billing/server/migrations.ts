import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const billingMigrations: Record<string, Migration> = {
  '0001_charges': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('billing_charges')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('hosting_id', 'integer', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('hour_start', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('billing_charges_hosting_hour').on('billing_charges').columns(['hosting_id', 'hour_start']).unique().execute();
      await db.schema.createIndex('billing_charges_user_hour').on('billing_charges').columns(['user_id', 'hour_start']).execute();
      await db.schema
        .createTable('billing_cursors')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey())
        .addColumn('billed_until', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('billing_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .execute();
      // The first run is now: a database that had hostings before billing existed is never back-billed.
      await db.insertInto('billing_state').values({ id: 1, started_at: new Date().toISOString() }).execute();
    },
  },
  '0002_suspension_screens': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('suspension_screens')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull())
        .addColumn('bg_color', 'text', (c) => c.notNull())
        .addColumn('text_color', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Each hosting's hours are charged in whole cents and the rest carried to its next hour (hourlyPrice.ts).
  '0003_billing_cursor_carry': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('billing_cursors').addColumn('carry', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
  '0004_credit_notices': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('credit_notice_state')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('low_credit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('credit_notices')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('domains', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('credit_notices_unsent').on('credit_notices').columns(['sent_at', 'id']).execute();
    },
  },
};
