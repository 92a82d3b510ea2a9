import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { coreMigrations } from './coreMigrations';
import { withStatementCache } from './statementCache';
import type { CoreDatabase } from './schema';

export type Database = Kysely<CoreDatabase>;

/**
 * The embedded default: one SQLite file in the data folder. Everything above this line speaks
 * Kysely, which also drives PostgreSQL with its PostgresDialect.
 */
export function openDatabase(dataDir: string, { busyTimeoutMs = 5000 }: { busyTimeoutMs?: number } = {}): Database {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'painel.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  return new Kysely<CoreDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Core migrations run first ("0-core/…"), then each plugin's under its own id ("1-<plugin>/…"). */
export async function migrate(db: Database, pluginMigrations: Record<string, Record<string, Migration>>) {
  const all: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(coreMigrations)) all[`0-core/${name}`] = migration;
  for (const [plugin, migrations] of Object.entries(pluginMigrations)) {
    for (const [name, migration] of Object.entries(migrations)) all[`1-${plugin}/${name}`] = migration;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${(error as Error).message}`);
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
