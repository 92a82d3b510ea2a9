import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';

type SshStateTable = {
  hosting_id: number;
  active: number;
  /** null: settled; 'pending': a change waits for the server; 'error': the last change failed. */
  queued: string | null;
  updated_at: string;
};
type SshKeysTable = { id: Generated<number>; hosting_id: number; title: string; key: string; fingerprint: string; created_at: string };
type SslStateTable = {
  hosting_id: number;
  status: 'inactive' | 'checking' | 'active';
  redirect: number;
  issued_at: string | null;
  expires_at: string | null;
  /** The names the certificate covers, as JSON. */
  names: string | null;
  failure: string | null;
};

export type SettingsTables = { ssh_state: SshStateTable; ssh_keys: SshKeysTable; ssl_state: SslStateTable };

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_hosting_settings': {
    async up(db: Kysely<any>) {
      const hostingId = (c: any) => c.notNull().references('hostings.id').onDelete('cascade');
      await db.schema
        .createTable('ssh_state')
        .addColumn('hosting_id', 'integer', (c) => hostingId(c).primaryKey())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('queued', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ssh_keys')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('ssh_keys_title', ['hosting_id', 'title'])
        .addUniqueConstraint('ssh_keys_fingerprint', ['hosting_id', 'fingerprint'])
        .execute();
      await db.schema
        .createTable('ssl_state')
        .addColumn('hosting_id', 'integer', (c) => hostingId(c).primaryKey())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('inactive'))
        .addColumn('redirect', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('issued_at', 'text')
        .execute();
    },
  },
  '0002_ssl_certificate_expiry_names_and_failure': {
    async up(db: Kysely<any>) {
      for (const column of ['expires_at', 'names', 'failure']) await db.schema.alterTable('ssl_state').addColumn(column, 'text').execute();
    },
  },
};

export function settingsDb(db: Database): Kysely<SettingsTables> {
  return db.withTables<SettingsTables>() as unknown as Kysely<SettingsTables>;
}
