import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { CoreDatabase } from '@server/db/schema';

export type LifeTables = {
  /** A transfer offered to another customer's e-mail; the token is kept hashed and works once, within 24 h. */
  hosting_transfers: {
    id: Generated<number>;
    hosting_id: number;
    from_user_id: number;
    email: string;
    token_hash: string;
    status: 'pending' | 'cancelled' | 'confirmed';
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** A removal under way: its job, so that the repeated request answers 202 until it is done. */
  hosting_removals: {
    hosting_id: number;
    job_id: string;
    started_at: string;
  };
  /** A removed hosting, as the restore needs it back; its restore points stay under its old id. */
  deleted_hostings: {
    id: Generated<number>;
    hosting_id: number;
    owner_id: number;
    domain: string;
    domain_alt: string;
    username: string;
    product: string;
    plan_id: number;
    plan_name: string;
    monthly_price: number;
    server: string;
    server_ip: string;
    region: string;
    is_tester: number;
    has_domain: number;
    created_at: string;
    deleted_at: string;
    restored_at: string | null;
  };
  removal_feedback: {
    id: Generated<number>;
    user_id: number;
    message: string;
    created_at: string;
  };
  hosting_balancers: {
    hosting_id: number;
    enabled: number;
    extra: number;
  };
  balancer_workers: {
    id: Generated<number>;
    hosting_id: number;
    host: string;
    ip_address: string;
    region: string | null;
    target_hosting_id: number | null;
    created_at: string;
  };
};

export type LifeDatabase = Kysely<CoreDatabase & LifeTables>;
export const lifeDb = (db: Database | Kysely<CoreDatabase>): LifeDatabase => db.withTables<LifeTables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_hosting_life': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hosting_transfers')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('hosting_transfers_hosting').on('hosting_transfers').columns(['hosting_id', 'status']).execute();
      await db.schema
        .createTable('hosting_removals')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey())
        .addColumn('job_id', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('deleted_hostings')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().unique())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('domain_alt', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'integer', (c) => c.notNull())
        .addColumn('plan_name', 'text', (c) => c.notNull())
        .addColumn('monthly_price', 'real', (c) => c.notNull())
        .addColumn('server', 'text', (c) => c.notNull())
        .addColumn('server_ip', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('is_tester', 'integer', (c) => c.notNull())
        .addColumn('has_domain', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addColumn('restored_at', 'text')
        .execute();
      await db.schema.createIndex('deleted_hostings_owner').on('deleted_hostings').columns(['owner_id', 'username']).execute();
      await db.schema
        .createTable('removal_feedback')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('hosting_balancers')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('extra', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('balancer_workers')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('ip_address', 'text', (c) => c.notNull())
        .addColumn('region', 'text')
        .addColumn('target_hosting_id', 'integer', (c) => c.references('hostings.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('balancer_workers_host').on('balancer_workers').columns(['hosting_id', 'host']).unique().execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */
