import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresAdapter, sql, type Migration, type RawBuilder } from 'kysely';
import { coreMigrations } from './coreMigrations';
import type { WarningLog } from './lostConnections';
import { postgresDialect } from './postgresDialect';
import { registerSqliteChangeMark } from './changeMark';
import { SqliteDialectKeepingCause } from './sqliteDialect';
import { withStatementCache } from './statementCache';
import type { CoreDatabase } from './schema';

export type Database = Kysely<CoreDatabase>;

export interface DatabaseOptions {
  busyTimeoutMs?: number;
  /** postgres://… : PostgreSQL instead of the embedded SQLite file (DATABASE_URL). */
  databaseUrl?: string;
  /** Told when PostgreSQL ends an idle connection (the app's logger). */
  log?: WarningLog;
}

/**
 * The embedded default is one SQLite file in the data folder; with a PostgreSQL URL the same
 * migrations and queries run there instead (several API processes can then share it).
 */
export function openDatabase(dataDir: string, { busyTimeoutMs = 5000, databaseUrl, log }: DatabaseOptions = {}): Database {
  mkdirSync(dataDir, { recursive: true });
  if (databaseUrl) return new Kysely<CoreDatabase>(postgresDialect(databaseUrl, log));
  const sqlite = new SQLite(path.join(dataDir, 'painel.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  const db = new Kysely<CoreDatabase>({ dialect: new SqliteDialectKeepingCause({ database: withStatementCache(sqlite) }) });
  registerSqliteChangeMark(db, sqlite);
  return db;
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

/** The few places SQL differs between the two engines ask this (transactions share the answer). */
export function isPostgres(db: Kysely<any>): boolean { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A number inside a JSON text column (`payload`→`hostingId`), as each engine reads it. */
export function jsonNumber(db: Kysely<any>, column: string, key: string): RawBuilder<number> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  return isPostgres(db) ? sql<number>`cast(cast(${sql.ref(column)} as json) ->> ${key} as double precision)` : sql<number>`json_extract(${sql.ref(column)}, ${`$.${key}`})`;
}

/** A string inside a JSON text column. */
export function jsonText(db: Kysely<any>, column: string, key: string): RawBuilder<string> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  return isPostgres(db) ? sql<string>`(cast(${sql.ref(column)} as json) ->> ${key})` : sql<string>`json_extract(${sql.ref(column)}, ${`$.${key}`})`;
}
