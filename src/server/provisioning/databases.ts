import type { HostingRef } from '../hostingData/holders';

export const DATABASE_KINDS = ['mysql', 'postgres'] as const;
export type Dbms = (typeof DATABASE_KINDS)[number];

export interface ProvisionedDatabase {
  dbms: Dbms;
  dbname: string;
  user: string;
  /** Bytes on disk, as the server reports them. */
  size: number;
}

/**
 * A database as a backup keeps it: its user's password only as the server's own hash (never the
 * clear text) and its contents as SQL, so a restore brings back the same logins and data.
 */
export interface DatabaseExport {
  dbms: Dbms;
  dbname: string;
  user: string;
  /** The server's password hash (MariaDB `*…`, PostgreSQL `SCRAM-SHA-256$…`, the sandbox's own). */
  passwordHash: string;
  /** The contents as SQL (the sandbox holds no contents: empty). */
  sql: string;
}

export interface ListOptions {
  simple?: boolean;
}

export interface NewDatabase {
  dbms: Dbms;
  dbname: string;
  user: string;
  password: string;
  remoteHosts?: string[];
}

/** Open connections per user: the ceiling each database user is created with, on every server. */
export const CONNECTION_LIMIT = 30;

/** A create that names a database or a user that already exists on the server. */
export class DatabaseTakenError extends Error {
  constructor(readonly field: 'dbname' | 'user') {
    super(`${field} already exists`);
  }
}

/** An operation on a database the hosting does not have. */
export class DatabaseNotFoundError extends Error {}

/**
 * Names the adapters accept: lower-case letters, digits and underscores, starting with a letter,
 * at most 32 characters (MySQL's user-name limit; both servers' database names allow more).
 * Every identifier is checked here again before an adapter writes it into a statement, whatever
 * the route validated before.
 */
export const SAFE_IDENTIFIER = /^[a-z][a-z0-9_]{0,31}$/;

export function assertSafeIdentifier(name: string): string {
  if (!SAFE_IDENTIFIER.test(name)) throw new Error(`unsafe database identifier: ${JSON.stringify(name)}`);
  return name;
}

/**
 * A hosting's databases and their users are named `<hosting username>_<suffix>`. The hosting
 * username holds only letters and digits, so the underscore ends the prefix unambiguously, and
 * the real adapters find a hosting's databases on the server by it (no registry to drift).
 */
export function namePrefix(hosting: Pick<HostingRef, 'username'>): string {
  return `${hosting.username}_`;
}

/** `LIKE` pattern matching the names under a prefix, with `_` and `%` escaped by backslash. */
export function prefixPattern(hosting: Pick<HostingRef, 'username'>): string {
  return namePrefix(hosting).replace(/[\\_%]/g, (c) => `\\${c}`) + '%';
}

/**
 * Where a hosting's databases really live: a MariaDB/MySQL and a PostgreSQL server reached with
 * admin credentials (MYSQL_ADMIN_URL, POSTGRES_ADMIN_URL), or the sandbox with the same states
 * when they are not configured. The database plugin's routes, app installs, backups and hosting
 * removal all go through this one interface.
 */
export interface DatabaseProvisioning {
  /** Whether this kind is served by a real server (false: the sandbox stands in). */
  isReal(dbms: Dbms): boolean;
  /**
   * The hosting's databases. `simple`: skip measuring sizes (they come as 0) and, with several
   * servers, leave out a server that does not answer instead of failing: the fallback listing.
   */
  list(hosting: HostingRef, options?: ListOptions): Promise<ProvisionedDatabase[]>;
  /**
   * Throws DatabaseTakenError when the name or the user exists already (on the whole server).
   * `remoteHosts`: where else the user may connect from (MySQL remote access: '%' or IPs).
   */
  create(hosting: HostingRef, database: NewDatabase): Promise<void>;
  /** Throws DatabaseNotFoundError when the hosting has no such database. */
  changePassword(hosting: HostingRef, database: { dbms: Dbms; dbname: string; password: string }): Promise<void>;
  /** Drops the database and its user; removing one that is gone already is not an error. */
  remove(hosting: HostingRef, database: { dbms: Dbms; dbname: string }): Promise<void>;
  /** MySQL remote access: every database user of the hosting may connect from these hosts ('%' or IPs) besides the local ones; [] for none. */
  setRemoteHosts(hosting: HostingRef, hosts: string[]): Promise<void>;
  /** The server's version, as the version card shows it. */
  version(dbms: Dbms): Promise<string>;
  /** Open connections per database name, right now. */
  connections(dbms: Dbms): Promise<Record<string, number>>;
  /** Every database of the hosting with its user's password hash and its contents. */
  export(hosting: HostingRef): Promise<DatabaseExport[]>;
  /** Brings exported databases back (replacing any of the same name). */
  import(hosting: HostingRef, databases: DatabaseExport[]): Promise<void>;
  /** Lets go of connection pools. */
  close(): Promise<void>;
}

/** One provisioning per kind behind the single interface: a real server for one, the sandbox for the other. */
export class DatabasesByKind implements DatabaseProvisioning {
  constructor(private readonly kinds: Record<Dbms, DatabaseProvisioning>) {}

  isReal(dbms: Dbms): boolean {
    return this.kinds[dbms].isReal(dbms);
  }

  private distinct(): DatabaseProvisioning[] {
    return [...new Set(Object.values(this.kinds))];
  }

  /** Each provider answers only for the kinds routed to it (sandbox rows of a kind now served for real are left out). */
  async list(hosting: HostingRef, options: ListOptions = {}): Promise<ProvisionedDatabase[]> {
    const listed = await Promise.allSettled(this.distinct().map(async (kind) => (await kind.list(hosting, options)).filter((database) => this.kinds[database.dbms] === kind)));
    const failure = listed.find((result) => result.status === 'rejected');
    if (failure && (!options.simple || listed.every((result) => result.status === 'rejected'))) throw failure.reason;
    const lists = listed.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    return lists.flat().sort((a, b) => a.dbname.localeCompare(b.dbname) || a.dbms.localeCompare(b.dbms));
  }

  create(hosting: HostingRef, database: NewDatabase) {
    return this.kinds[database.dbms].create(hosting, database);
  }

  setRemoteHosts(hosting: HostingRef, hosts: string[]) {
    return this.kinds.mysql.setRemoteHosts(hosting, hosts);
  }

  changePassword(hosting: HostingRef, database: { dbms: Dbms; dbname: string; password: string }) {
    return this.kinds[database.dbms].changePassword(hosting, database);
  }

  remove(hosting: HostingRef, database: { dbms: Dbms; dbname: string }) {
    return this.kinds[database.dbms].remove(hosting, database);
  }

  version(dbms: Dbms) {
    return this.kinds[dbms].version(dbms);
  }

  connections(dbms: Dbms) {
    return this.kinds[dbms].connections(dbms);
  }

  async export(hosting: HostingRef): Promise<DatabaseExport[]> {
    const exports = await Promise.all(this.distinct().map(async (kind) => (await kind.export(hosting)).filter((database) => this.kinds[database.dbms] === kind)));
    return exports.flat();
  }

  async import(hosting: HostingRef, databases: DatabaseExport[]): Promise<void> {
    for (const dbms of Object.keys(this.kinds) as Dbms[]) {
      const ofKind = databases.filter((database) => database.dbms === dbms);
      if (ofKind.length) await this.kinds[dbms].import(hosting, ofKind);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.distinct().map((kind) => kind.close()));
  }
}
