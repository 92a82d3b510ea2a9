import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const supportMigrations: Record<string, Migration> = {
  '0001_tickets': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('tickets')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('other_subject', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('department', 'text', (c) => c.notNull())
        .addColumn('service', 'text')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tickets_user_updated').on('tickets').columns(['user_id', 'updated_at']).execute();
      await db.schema
        .createTable('ticket_messages')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_messages_ticket').on('ticket_messages').column('ticket_id').execute();
    },
  },
};
