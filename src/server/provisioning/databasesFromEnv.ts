import type { Database } from '../db/database';
import type { WarningLog } from '../db/lostConnections';
import { DatabasesByKind, type DatabaseProvisioning } from './databases';
import { MysqlDatabases } from './mysqlDatabases';
import { PostgresDatabases } from './postgresDatabases';
import { SandboxDatabases } from './sandboxDatabases';

export interface DatabaseServerUrls {
  /** mysql://admin:password@host:3306/ — an account that may create databases and users and grant. */
  mysqlAdminUrl?: string;
  /** postgres://admin:password@host:5432/postgres — a superuser. */
  postgresAdminUrl?: string;
}

/** Real servers for the kinds with an admin URL, the sandbox for the others. */
export function databaseProvisioning(db: Database, urls: DatabaseServerUrls = {}, log?: WarningLog): DatabaseProvisioning {
  const sandbox = new SandboxDatabases(db);
  if (!urls.mysqlAdminUrl && !urls.postgresAdminUrl) return sandbox;
  return new DatabasesByKind({
    mysql: urls.mysqlAdminUrl ? new MysqlDatabases(urls.mysqlAdminUrl) : sandbox,
    postgres: urls.postgresAdminUrl ? new PostgresDatabases(urls.postgresAdminUrl, log) : sandbox,
  });
}
