import type { Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { RemoteAccess, RemoteMode } from '../contract';

export type DatabasePluginTables = {
  /** Remote access to the hosting's MySQL databases (part 2 §4): one row per hosting that changed it. */
  database_remote: { hosting_id: number; active: number; mode: string; hosts: string };
  /** Open connections per real database, sampled every minute for the "Conexões" chart. */
  database_connection_samples: { dbms: string; dbname: string; at_ms: number; connections: number };
};

export const databaseDb = (db: Database) => db.withTables<DatabasePluginTables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_database': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('database_remote')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('hosts', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('database_connection_samples')
        .addColumn('dbms', 'text', (c) => c.notNull())
        .addColumn('dbname', 'text', (c) => c.notNull())
        .addColumn('at_ms', 'integer', (c) => c.notNull())
        .addColumn('connections', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('database_connection_samples_by_name').on('database_connection_samples').columns(['dbms', 'dbname', 'at_ms']).execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const OFF: RemoteAccess = { active: false, mode: 'ALL', hosts: '' };

export async function remoteAccessOf(db: Database, hostingId: number): Promise<RemoteAccess> {
  const row = await databaseDb(db).selectFrom('database_remote').selectAll().where('hosting_id', '=', hostingId).executeTakeFirst();
  return row ? { active: row.active === 1, mode: row.mode as RemoteMode, hosts: row.hosts } : OFF;
}

export async function saveRemoteAccess(db: Database, hostingId: number, remote: RemoteAccess): Promise<void> {
  const values = { active: remote.active ? 1 : 0, mode: remote.mode, hosts: remote.hosts };
  await databaseDb(db)
    .insertInto('database_remote')
    .values({ hosting_id: hostingId, ...values })
    .onConflict((conflict) => conflict.column('hosting_id').doUpdateSet(values))
    .execute();
}

/** The MySQL host entries remote access asks for: '%' for any address, each IP, or none while off. */
export function remoteHostsOf(remote: RemoteAccess): string[] {
  if (!remote.active) return [];
  return remote.mode === 'ALL' ? ['%'] : remote.hosts.split(',').filter(Boolean);
}
