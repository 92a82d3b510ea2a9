import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { InstallResult, InstalledApp, InstallStatus } from '../contract';

type HostingAppsTable = {
  id: Generated<number>;
  hosting_id: number;
  /** The key POST /apps answers and GET /apps/status reads. */
  install_key: string;
  app: string;
  title: string;
  status: InstallStatus;
  progress: number;
  /** Relative to the hosting's file root: "public_html", "public_html/blog". */
  app_dir: string;
  subdomain: string | null;
  /** The install's outcome, credentials included (they also live in the app's config file). */
  result: string;
  error: string | null;
  /** Description and licence, until the files are written. */
  details: string;
  created_at: string | null;
  requested_at: string;
};

type AlternativeUrlsTable = {
  hosting_id: number;
  requested_at: string;
  enabled_at: string | null;
};

export type AppsTables = {
  hosting_apps: HostingAppsTable;
  apps_alternative_urls: AlternativeUrlsTable;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_apps': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hosting_apps')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('install_key', 'text', (c) => c.notNull().unique())
        .addColumn('app', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull())
        .addColumn('app_dir', 'text', (c) => c.notNull())
        .addColumn('subdomain', 'text')
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text')
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('apps_alternative_urls')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'text')
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export function appsDb(db: Database): Kysely<AppsTables> {
  return db.withTables<AppsTables>() as unknown as Kysely<AppsTables>;
}

export type AppRow = HostingAppsTable & { id: number };

export function presentInstalled(row: AppRow): InstalledApp {
  const result = JSON.parse(row.result) as InstallResult;
  return {
    id: row.id,
    app: row.app,
    dir: row.app_dir,
    createdAt: row.created_at,
    isInstalling: row.status === 'installing',
    progress: row.progress,
    url: result.url,
    failed: row.status === 'error',
    error: row.error,
  };
}

export async function alternativeEnabled(apps: Kysely<AppsTables>, hostingId: number): Promise<boolean> {
  const row = await apps.selectFrom('apps_alternative_urls').select('enabled_at').where('hosting_id', '=', hostingId).executeTakeFirst();
  return !!row?.enabled_at;
}
