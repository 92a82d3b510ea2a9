import pg from 'pg';

/**
 * Throw-away PostgreSQL databases for API tests (TEST_DATABASE=postgres): each test app gets its
 * own, copied from a template the global setup migrated once, and dropped when the app closes.
 */
export const onPostgres = process.env.TEST_DATABASE === 'postgres';

export function adminUrl(): string {
  const url = process.env.POSTGRES_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs POSTGRES_ADMIN_URL (eval "$(scripts/database-servers.sh start)")');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let counter = 0;

/** A fresh database copied from the migrated template; `drop` removes it. */
export async function createTestDatabase(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  counter += 1;
  const name = `${template}_${process.pid}_${counter}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
