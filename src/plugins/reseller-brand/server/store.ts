import type { Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';

/** A reseller's customers: accounts whose panel shows the reseller's logo. */
type ResellerCustomersTable = { customer_id: number; reseller_id: number; created_at: string };
/** One logo per user; `key` changes with every upload, so its address can be cached forever. */
type ResellerLogosTable = { user_id: number; key: string; mime: string; image: Buffer; updated_at: string };

export type ResellerTables = { reseller_customers: ResellerCustomersTable; reseller_logos: ResellerLogosTable };

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_reseller_brand': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reseller_customers')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('reseller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reseller_customers_reseller').on('reseller_customers').column('reseller_id').execute();
      await db.schema
        .createTable('reseller_logos')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('image', 'blob', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

export function resellerDb(db: Database): Kysely<ResellerTables> {
  return db.withTables<ResellerTables>() as unknown as Kysely<ResellerTables>;
}

/** The real type of an image by its first bytes, whatever its name says. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export const logoUrl = (key: string) => `/api/brand/logo/${key}`;
