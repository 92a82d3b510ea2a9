import type { Generated, Kysely, Migration } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { CoreDatabase } from '../db/schema';
import { DatabaseNotFoundError, DatabaseTakenError, type DatabaseExport, type DatabaseProvisioning, type Dbms, type ProvisionedDatabase } from './databases';
import { sandboxConnectionsAt } from './sandboxConnections';

type SandboxDatabaseTables = {
  /** Databases the sandbox provisioning pretends to hold, for kinds with no real server configured. */
  sandbox_databases: {
    id: Generated<number>;
    hosting_id: number;
    dbms: string;
    dbname: string;
    user: string;
    password_hash: string;
    size: number;
    created_at: string;
  };
};

const sandboxDb = (db: Kysely<CoreDatabase>) => db.withTables<SandboxDatabaseTables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const sandboxDatabaseMigrations: Record<string, Migration> = {
  '0007_sandbox_databases': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('sandbox_databases')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull())
        .addColumn('dbms', 'text', (c) => c.notNull())
        .addColumn('dbname', 'text', (c) => c.notNull())
        .addColumn('user', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('sandbox_databases_name', ['dbms', 'dbname'])
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** An empty database's size as MariaDB reports it; the sandbox starts every database there. */
const EMPTY_DATABASE_BYTES = 16_384;

/** What the sandbox answers as the servers' versions: Debian 12's packages. */
export const SANDBOX_VERSIONS: Record<Dbms, string> = { mysql: '10.11.6-MariaDB', postgres: '15.8' };

/** The stand-in for database servers: same calls, same states, rows in the panel's own database. */
export class SandboxDatabases implements DatabaseProvisioning {
  constructor(private readonly db: Kysely<CoreDatabase>) {}

  isReal(): boolean {
    return false;
  }

  async list(hosting: { id: number }): Promise<ProvisionedDatabase[]> {
    const rows = await sandboxDb(this.db).selectFrom('sandbox_databases').select(['dbms', 'dbname', 'user', 'size']).where('hosting_id', '=', hosting.id).orderBy('dbname').execute();
    return rows.map((row) => ({ ...row, dbms: row.dbms as Dbms }));
  }

  async create(hosting: { id: number }, database: { dbms: Dbms; dbname: string; user: string; password: string }): Promise<void> {
    const rows = sandboxDb(this.db).selectFrom('sandbox_databases').select('id').where('dbms', '=', database.dbms);
    if (await rows.where('dbname', '=', database.dbname).executeTakeFirst()) throw new DatabaseTakenError('dbname');
    if (await rows.where('user', '=', database.user).executeTakeFirst()) throw new DatabaseTakenError('user');
    await this.insert(hosting, { ...database, passwordHash: await hashPassword(database.password) });
  }

  private async insert(hosting: { id: number }, database: { dbms: Dbms; dbname: string; user: string; passwordHash: string }) {
    await sandboxDb(this.db)
      .insertInto('sandbox_databases')
      .values({ hosting_id: hosting.id, dbms: database.dbms, dbname: database.dbname, user: database.user, password_hash: database.passwordHash, size: EMPTY_DATABASE_BYTES, created_at: new Date().toISOString() })
      .execute();
  }

  async changePassword(hosting: { id: number }, database: { dbms: Dbms; dbname: string; password: string }): Promise<void> {
    const updated = await sandboxDb(this.db)
      .updateTable('sandbox_databases')
      .set({ password_hash: await hashPassword(database.password) })
      .where('hosting_id', '=', hosting.id)
      .where('dbms', '=', database.dbms)
      .where('dbname', '=', database.dbname)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new DatabaseNotFoundError(database.dbname);
  }

  async remove(hosting: { id: number }, database: { dbms: Dbms; dbname: string }): Promise<void> {
    await sandboxDb(this.db).deleteFrom('sandbox_databases').where('hosting_id', '=', hosting.id).where('dbms', '=', database.dbms).where('dbname', '=', database.dbname).execute();
  }

  /** The sandbox keeps no host entries: the plugin's own table holds the remote-access setting. */
  async setRemoteHosts(): Promise<void> {}

  async version(dbms: Dbms): Promise<string> {
    return SANDBOX_VERSIONS[dbms];
  }

  async connections(dbms: Dbms): Promise<Record<string, number>> {
    const rows = await sandboxDb(this.db).selectFrom('sandbox_databases').select('dbname').where('dbms', '=', dbms).execute();
    const now = Date.now();
    return Object.fromEntries(rows.map((row) => [row.dbname, sandboxConnectionsAt(row.dbname, now)]));
  }

  async export(hosting: { id: number }): Promise<DatabaseExport[]> {
    const rows = await sandboxDb(this.db).selectFrom('sandbox_databases').select(['dbms', 'dbname', 'user', 'password_hash']).where('hosting_id', '=', hosting.id).orderBy('dbname').execute();
    return rows.map((row) => ({ dbms: row.dbms as Dbms, dbname: row.dbname, user: row.user, passwordHash: row.password_hash, sql: '' }));
  }

  async import(hosting: { id: number }, databases: DatabaseExport[]): Promise<void> {
    for (const database of databases) {
      await sandboxDb(this.db).deleteFrom('sandbox_databases').where('dbms', '=', database.dbms).where('dbname', '=', database.dbname).execute();
      await this.insert(hosting, database);
    }
  }

  async close(): Promise<void> {}
}
