import type { HostingRef } from '../hostingData/holders';
import {
  assertSafeIdentifier,
  DatabaseNotFoundError,
  DatabaseTakenError,
  namePrefix,
  type DatabaseExport,
  type DatabaseProvisioning,
  type ListOptions,
  type NewDatabase,
  type ProvisionedDatabase,
} from './databases';

/** Whether a name (of a database or a user) lies under the hosting's prefix. */
export const ownsName = (hosting: HostingRef, name: string) => name.startsWith(namePrefix(hosting));

/**
 * The bookkeeping the real servers' adapters share: the server is the registry (a hosting's
 * databases are the names under its prefix), every identifier is checked before it reaches a
 * statement, a name or user taken anywhere on the server refuses a create, and only names under
 * the hosting's prefix are removed or restored. Each adapter supplies the server's own statements.
 */
export abstract class ServerDatabases implements DatabaseProvisioning {
  isReal(): boolean {
    return true;
  }

  abstract list(hosting: HostingRef, options?: ListOptions): Promise<ProvisionedDatabase[]>;
  abstract changePassword(hosting: HostingRef, database: { dbname: string; password: string }): Promise<void>;
  abstract setRemoteHosts(hosting: HostingRef, hosts: string[]): Promise<void>;
  abstract version(): Promise<string>;
  abstract connections(): Promise<Record<string, number>>;
  abstract close(): Promise<void>;

  protected abstract databaseExists(dbname: string): Promise<boolean>;
  protected abstract userExists(user: string): Promise<boolean>;
  /** Creates the database and its user, cleaning up after itself when a step fails. */
  protected abstract createWithUser(database: Omit<NewDatabase, 'dbms'>): Promise<void>;
  /** Drops a database the hosting owns, and its user. */
  protected abstract drop(hosting: HostingRef, dbname: string): Promise<void>;
  protected abstract exportOne(database: ProvisionedDatabase): Promise<DatabaseExport>;
  /** Whether a backup's password hash is one this server takes back as is. */
  protected abstract isStoredHash(hash: string): boolean;
  /** Replaces the database with the backup's, under the backup's user and password hash. */
  protected abstract restore(hosting: HostingRef, database: DatabaseExport): Promise<void>;

  async create(_hosting: HostingRef, database: Omit<NewDatabase, 'dbms'>): Promise<void> {
    assertSafeIdentifier(database.dbname);
    assertSafeIdentifier(database.user);
    if (await this.databaseExists(database.dbname)) throw new DatabaseTakenError('dbname');
    if (await this.userExists(database.user)) throw new DatabaseTakenError('user');
    await this.createWithUser(database);
  }

  async remove(hosting: HostingRef, database: { dbname: string }): Promise<void> {
    if (!ownsName(hosting, database.dbname)) throw new DatabaseNotFoundError(database.dbname);
    await this.drop(hosting, database.dbname);
  }

  /** The database's user, after checking that the database is the hosting's. */
  protected async ownedUser(hosting: HostingRef, dbname: string): Promise<string> {
    const owned = (await this.list(hosting)).find((row) => row.dbname === dbname);
    if (!owned?.user) throw new DatabaseNotFoundError(dbname);
    return owned.user;
  }

  async export(hosting: HostingRef): Promise<DatabaseExport[]> {
    const exports: DatabaseExport[] = [];
    for (const database of await this.list(hosting)) if (database.user) exports.push(await this.exportOne(database));
    return exports;
  }

  async import(hosting: HostingRef, databases: DatabaseExport[]): Promise<void> {
    for (const database of databases) {
      if (!ownsName(hosting, database.dbname) || !ownsName(hosting, database.user)) continue;
      if (!this.isStoredHash(database.passwordHash)) throw new Error(`backup of ${database.dbname} has no usable password hash`);
      await this.restore(hosting, database);
    }
  }
}
