import mysql, { type Pool, type RowDataPacket } from 'mysql2/promise';

type SqlValue = Parameters<typeof mysql.escape>[0];
import type { HostingRef } from '../hostingData/holders';
import { assertSafeIdentifier, CONNECTION_LIMIT, prefixPattern, type DatabaseExport, type ListOptions, type NewDatabase, type ProvisionedDatabase } from './databases';
import { adminUrlParts, runTool, withSqlFile } from './dumpTools';
import { ServerDatabases } from './serverDatabases';

/**
 * Where a database user may connect from: the hosting's own machine always (by name and by
 * address, as MariaDB matches TCP connections to 127.0.0.1 under either), plus the remote-access
 * hosts ('%' for any, or each allowed IP) while remote access is on.
 */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'] as const;
/** MariaDB's mysql_native_password hash as SHOW CREATE USER prints it. */
const NATIVE_HASH = /IDENTIFIED BY PASSWORD '(\*[0-9A-F]{40})'/;
const isNativeHash = (hash: string) => /^\*[0-9A-F]{40}$/.test(hash);

/** `_` and `%` are wildcards in a GRANT's database name; escaped, the grant covers exactly one database. */
const grantName = (dbname: string) => assertSafeIdentifier(dbname).replace(/_/g, '\\_');
const quoted = (dbname: string) => mysql.escapeId(assertSafeIdentifier(dbname));
/** A host entry: a local name, '%', or an IP address (the route validated it; checked again here). */
const safeHost = (host: string) => {
  if (!/^(localhost|%|[0-9a-fA-F.:]{2,45})$/.test(host)) throw new Error(`unsafe host: ${JSON.stringify(host)}`);
  return host;
};

/**
 * A real MariaDB/MySQL server reached with an admin account (MYSQL_ADMIN_URL). Each database gets
 * its own user, granted everything on that database only, with a connection ceiling, at the
 * local hosts and the remote-access hosts. The server is the registry: a hosting's databases are
 * the schemas named with its prefix.
 */
export class MysqlDatabases extends ServerDatabases {
  private readonly pool: Pool;

  constructor(private readonly adminUrl: string) {
    super();
    this.pool = mysql.createPool({ uri: adminUrl, connectionLimit: 4, supportBigNumbers: true, bigNumberStrings: false });
  }

  private async rows<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    const [rows] = await this.pool.query<RowDataPacket[]>(sql, values);
    return rows as T[];
  }

  /** The user granted on a database (from mysql.db), or null when it has none. */
  private async userOf(dbname: string): Promise<string | null> {
    const rows = await this.rows<{ User: string }>('SELECT User FROM mysql.db WHERE Db = ? LIMIT 1', [grantName(dbname)]);
    return rows[0]?.User ?? null;
  }

  /** Every host entry of a user. */
  private async hostsOf(user: string): Promise<string[]> {
    return (await this.rows<{ Host: string }>('SELECT Host FROM mysql.user WHERE User = ?', [user])).map((row) => row.Host);
  }

  protected async databaseExists(dbname: string): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [dbname])).length > 0;
  }

  protected async userExists(user: string): Promise<boolean> {
    return (await this.hostsOf(user)).length > 0;
  }

  async list(hosting: HostingRef, options: ListOptions = {}): Promise<ProvisionedDatabase[]> {
    const schemas = await this.rows<{ dbname: string; size: number | string }>(
      options.simple
        ? 'SELECT SCHEMA_NAME AS dbname, 0 AS size FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ? ORDER BY SCHEMA_NAME'
        : `SELECT s.SCHEMA_NAME AS dbname, COALESCE(SUM(t.DATA_LENGTH + t.INDEX_LENGTH), 0) AS size
         FROM information_schema.SCHEMATA s LEFT JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = s.SCHEMA_NAME
        WHERE s.SCHEMA_NAME LIKE ? GROUP BY s.SCHEMA_NAME ORDER BY s.SCHEMA_NAME`,
      [prefixPattern(hosting)],
    );
    const grants = await this.rows<{ Db: string; User: string }>('SELECT DISTINCT Db, User FROM mysql.db WHERE Host = ?', [LOCAL_HOSTS[0]]);
    const userByDb = new Map(grants.map((grant) => [grant.Db.replace(/\\_/g, '_'), grant.User]));
    return schemas.map((schema) => ({ dbms: 'mysql', dbname: schema.dbname, user: userByDb.get(schema.dbname) ?? '', size: Number(schema.size) }));
  }

  protected async createWithUser(database: Omit<NewDatabase, 'dbms'>): Promise<void> {
    try {
      await this.pool.query(`CREATE DATABASE ${quoted(database.dbname)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      for (const host of [...LOCAL_HOSTS, ...(database.remoteHosts ?? [])]) await this.grantAt(database.dbname, database.user, host, { password: database.password });
    } catch (error) {
      await this.dropUserAndDatabase(database.dbname, database.user).catch(() => undefined);
      throw error;
    }
  }

  /** Creates the user at one host with the password (or its hash) and grants it the database. */
  private async grantAt(dbname: string, user: string, host: string, secret: { password: string } | { hash: string }) {
    const [identified, value] = 'password' in secret ? ['IDENTIFIED BY ?', secret.password] : ['IDENTIFIED BY PASSWORD ?', secret.hash];
    await this.pool.query(`CREATE USER ?@? ${identified} WITH MAX_USER_CONNECTIONS ${CONNECTION_LIMIT}`, [assertSafeIdentifier(user), safeHost(host), value]);
    await this.pool.query(`GRANT ALL PRIVILEGES ON \`${grantName(dbname)}\`.* TO ?@?`, [user, host]);
  }

  private async dropUserAndDatabase(dbname: string, user: string | null) {
    await this.pool.query(`DROP DATABASE IF EXISTS ${quoted(dbname)}`);
    if (!user) return;
    for (const host of await this.hostsOf(assertSafeIdentifier(user))) await this.pool.query('DROP USER IF EXISTS ?@?', [user, host]);
  }

  async changePassword(hosting: HostingRef, database: { dbname: string; password: string }): Promise<void> {
    const user = await this.ownedUser(hosting, database.dbname);
    for (const host of await this.hostsOf(user)) await this.pool.query('ALTER USER ?@? IDENTIFIED BY ?', [user, host, database.password]);
  }

  protected async drop(_hosting: HostingRef, dbname: string): Promise<void> {
    await this.dropUserAndDatabase(dbname, await this.userOf(dbname));
  }

  /** The password hash a user was given, read from its local entry. */
  private async passwordHashOf(user: string): Promise<string> {
    const [created] = await this.rows<Record<string, string>>('SHOW CREATE USER ?@?', [user, LOCAL_HOSTS[0]]);
    return NATIVE_HASH.exec(Object.values(created ?? {})[0] ?? '')?.[1] ?? '';
  }

  /** Remote access: each database user of the hosting gets exactly the local hosts plus these. */
  async setRemoteHosts(hosting: HostingRef, hosts: string[]): Promise<void> {
    const wanted = new Set<string>([...LOCAL_HOSTS, ...hosts.map(safeHost)]);
    for (const database of await this.list(hosting)) {
      if (!database.user) continue;
      const present = await this.hostsOf(database.user);
      const hash = await this.passwordHashOf(database.user);
      for (const host of present) if (!wanted.has(host)) await this.pool.query('DROP USER IF EXISTS ?@?', [database.user, host]);
      for (const host of wanted) if (!present.includes(host) && isNativeHash(hash)) await this.grantAt(database.dbname, database.user, host, { hash });
    }
  }

  async version(): Promise<string> {
    const [row] = await this.rows<{ version: string }>('SELECT VERSION() AS version');
    return row.version;
  }

  async connections(): Promise<Record<string, number>> {
    const rows = await this.rows<{ db: string; n: number }>('SELECT DB AS db, COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB IS NOT NULL GROUP BY DB');
    return Object.fromEntries(rows.map((row) => [row.db, Number(row.n)]));
  }

  protected async exportOne(database: ProvisionedDatabase): Promise<DatabaseExport> {
    const passwordHash = await this.passwordHashOf(database.user);
    return { dbms: 'mysql', dbname: database.dbname, user: database.user, passwordHash, sql: await this.dump(database.dbname) };
  }

  /** mysqldump when installed, else a logical dump through the driver (tables and rows). */
  private async dump(dbname: string): Promise<string> {
    const admin = adminUrlParts(this.adminUrl);
    const args = ['--single-transaction', '--skip-lock-tables', '--no-tablespaces', '-h', admin.host, '-P', admin.port || '3306', '-u', admin.user, assertSafeIdentifier(dbname)];
    const dumped = await runTool('mysqldump', args, { MYSQL_PWD: admin.password });
    return dumped ?? this.dumpThroughDriver(dbname);
  }

  private async dumpThroughDriver(dbname: string): Promise<string> {
    const lines: string[] = ['SET FOREIGN_KEY_CHECKS=0;'];
    const tables = await this.rows<{ name: string }>("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'", [dbname]);
    for (const { name } of tables) {
      const table = `${quoted(dbname)}.${mysql.escapeId(name)}`;
      const [create] = await this.rows<Record<string, string>>(`SHOW CREATE TABLE ${table}`);
      lines.push(`DROP TABLE IF EXISTS ${mysql.escapeId(name)};`, `${create['Create Table']};`);
      for (const row of await this.rows<Record<string, SqlValue>>(`SELECT * FROM ${table}`)) {
        lines.push(`INSERT INTO ${mysql.escapeId(name)} VALUES (${Object.values(row).map((value) => mysql.escape(value)).join(', ')});`);
      }
    }
    lines.push('SET FOREIGN_KEY_CHECKS=1;');
    return lines.join('\n');
  }

  protected isStoredHash(hash: string): boolean {
    return isNativeHash(hash);
  }

  protected async restore(_hosting: HostingRef, database: DatabaseExport): Promise<void> {
    await this.dropUserAndDatabase(database.dbname, database.user);
    await this.pool.query(`CREATE DATABASE ${quoted(database.dbname)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    for (const host of LOCAL_HOSTS) await this.grantAt(database.dbname, database.user, host, { hash: database.passwordHash });
    if (database.sql.trim()) await this.load(database.dbname, database.sql);
  }

  /** The mysql client when installed (it understands mysqldump's DELIMITER blocks), else the driver. */
  private async load(dbname: string, sql: string): Promise<void> {
    const admin = adminUrlParts(this.adminUrl);
    const args = ['-h', admin.host, '-P', admin.port || '3306', '-u', admin.user, assertSafeIdentifier(dbname)];
    if ((await withSqlFile(sql, (file) => runTool('mysql', args, { MYSQL_PWD: admin.password }, file))) !== null) return;
    const connection = await mysql.createConnection({ uri: this.adminUrl, multipleStatements: true, database: assertSafeIdentifier(dbname) });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
