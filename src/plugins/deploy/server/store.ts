import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import { repositoryPageUrl, type DeployIntegration, type DeployLog, type Provider } from '../contract';

type AccountsTable = { id: Generated<number>; user_id: number; provider: string; login: string; token: string; created_at: string };
type OAuthStatesTable = { state: string; user_id: number; hosting_id: number; provider: string; expires_at: string };
type SandboxCodesTable = { code: string; provider: string; state: string; login: string; expires_at: string };
type IntegrationsTable = { id: Generated<number>; hosting_id: number; user_id: number; provider: string; repository: string; url: string; branch: string; dir: string; created_at: string };
type LogsTable = { id: Generated<number>; integration_id: number; succeeded: number | null; message: string; date: string };

export type DeployTables = {
  deploy_accounts: AccountsTable;
  deploy_oauth_states: OAuthStatesTable;
  deploy_sandbox_codes: SandboxCodesTable;
  deploy_integrations: IntegrationsTable;
  deploy_logs: LogsTable;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_deploy': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('deploy_accounts')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('login', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('deploy_accounts_user_provider', ['user_id', 'provider'])
        .execute();
      await db.schema
        .createTable('deploy_oauth_states')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('deploy_sandbox_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('login', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('deploy_integrations')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('repository', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('branch', 'text', (c) => c.notNull())
        .addColumn('dir', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('deploy_integrations_dir', ['hosting_id', 'dir'])
        .execute();
      await db.schema
        .createTable('deploy_logs')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('integration_id', 'integer', (c) => c.notNull().references('deploy_integrations.id').onDelete('cascade'))
        .addColumn('succeeded', 'integer')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

export function deployDb(db: Database): Kysely<DeployTables> {
  return db.withTables<DeployTables>() as unknown as Kysely<DeployTables>;
}

export function presentIntegration(row: Pick<IntegrationsTable, 'provider' | 'repository' | 'url' | 'branch' | 'dir'>): DeployIntegration {
  // Integrations made before the sandbox showed the provider's address kept the server's file:// path.
  const url = /^https?:\/\//.test(row.url) ? row.url : repositoryPageUrl(row.provider as Provider, row.repository);
  return { service: row.provider as Provider, url, repository: row.repository, branch: row.branch, dir: row.dir };
}

export function presentLog(row: Pick<LogsTable, 'succeeded' | 'message' | 'date'>): DeployLog {
  return { succeeded: row.succeeded === null ? null : row.succeeded === 1, message: row.message, date: row.date };
}
