import type { Generated, Kysely, Migration } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { CoreDatabase } from '../db/schema';
import { nowIso } from '../db/database';
import type { DatabaseProvisioning, Dbms, ProvisionedDatabase } from './databases';

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
    await sandboxDb(this.db)
      .insertInto('sandbox_databases')
      .values({ hosting_id: hosting.id, dbms: database.dbms, dbname: database.dbname, user: database.user, password_hash: await hashPassword(database.password), size: EMPTY_DATABASE_BYTES, created_at: nowIso() })
      .execute();
  }

  async changePassword(hosting: { id: number }, database: { dbms: Dbms; dbname: string; password: string }): Promise<void> {
    await sandboxDb(this.db)
      .updateTable('sandbox_databases')
      .set({ password_hash: await hashPassword(database.password) })
      .where('hosting_id', '=', hosting.id)
      .where('dbms', '=', database.dbms)
      .where('dbname', '=', database.dbname)
      .execute();
  }

  async remove(hosting: { id: number }, database: { dbms: Dbms; dbname: string }): Promise<void> {
    await sandboxDb(this.db).deleteFrom('sandbox_databases').where('hosting_id', '=', hosting.id).where('dbms', '=', database.dbms).where('dbname', '=', database.dbname).execute();
  }
}
