import pg from 'pg';
import { surviveLostConnections, type WarningLog } from '../db/lostConnections';
import type { HostingRef } from '../hostingData/holders';
import { assertSafeIdentifier, CONNECTION_LIMIT, prefixPattern, type DatabaseExport, type ListOptions, type NewDatabase, type ProvisionedDatabase } from './databases';
import { adminUrlParts, runTool, withSqlFile } from './dumpTools';
import { ownsName, ServerDatabases } from './serverDatabases';

const ident = (name: string) => pg.escapeIdentifier(assertSafeIdentifier(name));
const literal = (value: string) => pg.escapeLiteral(value);
/** The databases every PostgreSQL server has, which no customer's role may open. */
const SHARED_DATABASES = ['postgres', 'template1'] as const;
/** A password PostgreSQL keeps as SCRAM (or an old md5) hash; given back as is, it is stored as is. */
const STORED_HASH = /^(SCRAM-SHA-256\$[A-Za-z0-9+/=:$]+|md5[0-9a-f]{32})$/;

/**
 * A real PostgreSQL server reached with a superuser (POSTGRES_ADMIN_URL). Each database is owned
 * by its own login role with a connection ceiling; CONNECT is revoked from PUBLIC so no other
 * role of the server gets in, and from `postgres` and `template1` so a customer's role opens its own
 * databases only (see closeServer). The server is the registry: a hosting's databases are those named
 * with its prefix.
 */
export class PostgresDatabases extends ServerDatabases {
  private readonly pool: pg.Pool;

  constructor(private readonly adminUrl: string, log?: WarningLog) {
    super();
    this.pool = surviveLostConnections(new pg.Pool({ connectionString: adminUrl, max: 4 }), log);
  }

  private async rows<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    await this.closeServer();
    return (await this.pool.query<T>(sql, values)).rows;
  }

  async list(hosting: HostingRef, options: ListOptions = {}): Promise<ProvisionedDatabase[]> {
    const size = options.simple ? '0' : 'pg_database_size(datname)';
    const rows = await this.rows<{ dbname: string; user: string; size: string }>(
      `SELECT datname AS dbname, pg_get_userbyid(datdba) AS "user", ${size} AS size FROM pg_database WHERE datname LIKE $1 ORDER BY datname`,
      [prefixPattern(hosting)],
    );
    return rows.map((row) => ({ dbms: 'postgres', dbname: row.dbname, user: row.user, size: Number(row.size) }));
  }

  protected async databaseExists(dbname: string): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM pg_database WHERE datname = $1', [dbname])).length > 0;
  }

  protected async userExists(user: string): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM pg_roles WHERE rolname = $1', [user])).length > 0;
  }

  protected async createWithUser(database: Omit<NewDatabase, 'dbms'>): Promise<void> {
    await this.createDatabase(database.dbname, database.user, database.password);
  }

  /**
   * PostgreSQL grants CONNECT on every database to PUBLIC, so a customer's role could open
   * `postgres`, `template1` and any other customer's database. Once per adapter, before its first
   * statement, the server is closed: both shared databases and every customer database (one whose
   * owner is a non-superuser role under the database's own prefix, as the panel makes them) lose
   * PUBLIC's privileges, which also covers databases made before this rule on a server that persists.
   * The admin (a superuser) still connects; new databases are closed as they are made.
   */
  private serverClosed: Promise<void> | null = null;

  private closeServer(): Promise<void> {
    this.serverClosed ??= (async () => {
      for (const shared of SHARED_DATABASES) await this.pool.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${ident(shared)} FROM PUBLIC`);
      const open = await this.pool.query<{ datname: string }>(
        `SELECT d.datname FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba
          WHERE NOT r.rolsuper AND d.datname ~ '^[a-z][a-z0-9]*_' AND split_part(d.datname, '_', 1) = split_part(r.rolname, '_', 1)
            AND has_database_privilege('public', d.oid, 'CONNECT')`,
      );
      for (const { datname } of open.rows) await this.pool.query(`REVOKE ALL ON DATABASE ${pg.escapeIdentifier(datname)} FROM PUBLIC`);
    })().catch((error: unknown) => {
      this.serverClosed = null;
      throw error;
    });
    return this.serverClosed;
  }

  private async query(sql: string): Promise<void> {
    await this.closeServer();
    await this.pool.query(sql);
  }

  private async createDatabase(dbname: string, user: string, password: string) {
    await this.query(`CREATE ROLE ${ident(user)} LOGIN CONNECTION LIMIT ${CONNECTION_LIMIT} PASSWORD ${literal(password)}`);
    try {
      await this.query(`CREATE DATABASE ${ident(dbname)} OWNER ${ident(user)} ENCODING 'UTF8' TEMPLATE template0`);
      await this.query(`REVOKE ALL ON DATABASE ${ident(dbname)} FROM PUBLIC`);
    } catch (error) {
      await this.query(`DROP DATABASE IF EXISTS ${ident(dbname)}`).catch(() => undefined);
      await this.query(`DROP ROLE IF EXISTS ${ident(user)}`).catch(() => undefined);
      throw error;
    }
  }

  async changePassword(hosting: HostingRef, database: { dbname: string; password: string }): Promise<void> {
    const user = await this.ownedUser(hosting, database.dbname);
    await this.query(`ALTER ROLE ${ident(user)} PASSWORD ${literal(database.password)}`);
  }

  protected async drop(hosting: HostingRef, dbname: string): Promise<void> {
    const [owner] = await this.rows<{ user: string }>('SELECT pg_get_userbyid(datdba) AS "user" FROM pg_database WHERE datname = $1', [dbname]);
    await this.query(`DROP DATABASE IF EXISTS ${ident(dbname)} WITH (FORCE)`);
    // The owner is dropped only when it is the database's own role, never the admin or another hosting's.
    if (owner && ownsName(hosting, owner.user)) await this.query(`DROP ROLE IF EXISTS ${ident(owner.user)}`);
  }

  /** Remote access is a MySQL feature (part 2 §2); PostgreSQL keeps its server's own pg_hba rules. */
  async setRemoteHosts(): Promise<void> {}

  async version(): Promise<string> {
    const [row] = await this.rows<{ server_version: string }>('SHOW server_version');
    return row.server_version;
  }

  async connections(): Promise<Record<string, number>> {
    const rows = await this.rows<{ datname: string; n: string }>("SELECT datname, count(*) AS n FROM pg_stat_activity WHERE datname IS NOT NULL AND backend_type = 'client backend' GROUP BY datname");
    return Object.fromEntries(rows.map((row) => [row.datname, Number(row.n)]));
  }

  protected async exportOne(database: ProvisionedDatabase): Promise<DatabaseExport> {
    const [role] = await this.rows<{ rolpassword: string | null }>('SELECT rolpassword FROM pg_authid WHERE rolname = $1', [database.user]);
    return { dbms: 'postgres', dbname: database.dbname, user: database.user, passwordHash: role?.rolpassword ?? '', sql: await this.dump(database.dbname) };
  }

  /** pg_dump, without owners and grants: the restore runs as the database's own role. */
  private async dump(dbname: string): Promise<string> {
    const admin = adminUrlParts(this.adminUrl);
    const dumped = await runTool('pg_dump', ['--no-owner', '--no-acl', '-h', admin.host, '-p', admin.port || '5432', '-U', admin.user, '-d', assertSafeIdentifier(dbname)], { PGPASSWORD: admin.password });
    if (dumped === null) throw new Error('pg_dump is not installed: PostgreSQL databases cannot be backed up');
    return dumped;
  }

  protected isStoredHash(hash: string): boolean {
    return STORED_HASH.test(hash);
  }

  protected async restore(hosting: HostingRef, database: DatabaseExport): Promise<void> {
    await this.drop(hosting, database.dbname);
    await this.query(`DROP ROLE IF EXISTS ${ident(database.user)}`);
    await this.createDatabase(database.dbname, database.user, database.passwordHash);
    if (database.sql.trim()) await this.load(database.dbname, database.user, database.sql);
  }

  /** psql as the database's own role, so what the dump creates belongs to it. */
  private async load(dbname: string, user: string, sql: string): Promise<void> {
    const admin = adminUrlParts(this.adminUrl);
    const args = ['-q', '-v', 'ON_ERROR_STOP=1', '-h', admin.host, '-p', admin.port || '5432', '-U', admin.user, '-d', assertSafeIdentifier(dbname)];
    const loaded = await withSqlFile(sql, (file) => runTool('psql', args, { PGPASSWORD: admin.password, PGOPTIONS: `-c role=${assertSafeIdentifier(user)}` }, file));
    if (loaded === null) throw new Error('psql is not installed: PostgreSQL databases cannot be restored');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
