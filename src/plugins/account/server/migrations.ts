import type { Kysely, Migration } from 'kysely';

export const ADDRESS_COLUMNS = ['address_zip', 'address_street', 'address_number', 'address_complement', 'address_neighborhood', 'address_city', 'address_state'] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const accountMigrations: Record<string, Migration> = {
  '0001_address_and_notifications': {
    async up(db: Kysely<any>) {
      for (const column of ADDRESS_COLUMNS) {
        await db.schema.alterTable('users').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
      }
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
