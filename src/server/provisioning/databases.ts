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
 * Where a hosting's databases really live: a MariaDB/MySQL and a PostgreSQL server reached with
 * admin credentials (MYSQL_ADMIN_URL, POSTGRES_ADMIN_URL), or the sandbox with the same states
 * when they are not configured. The database plugin's routes, app installs, backups and hosting
 * removal all go through this one interface.
 */
export interface DatabaseProvisioning {
  /** Whether this kind is served by a real server (false: the sandbox stands in). */
  isReal(dbms: Dbms): boolean;
  list(hosting: HostingRef): Promise<ProvisionedDatabase[]>;
  create(hosting: HostingRef, database: { dbms: Dbms; dbname: string; user: string; password: string }): Promise<void>;
  changePassword(hosting: HostingRef, database: { dbms: Dbms; dbname: string; password: string }): Promise<void>;
  remove(hosting: HostingRef, database: { dbms: Dbms; dbname: string }): Promise<void>;
}
