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
let prepared: Promise<string> | null = null;

function copyTemplate(template: string): Promise<string> {
  counter += 1;
  const name = `${template}_${process.pid}_${counter}`;
  return adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`).then(() => name);
}

/**
 * A fresh database copied from the migrated template. The next one is copied while the test
 * runs, and `drop` does not wait for the server: both cost seconds on a busy machine. The global
 * setup's teardown drops whatever is left.
 */
export async function createTestDatabase(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = await (prepared ?? copyTemplate(template));
  prepared = copyTemplate(template);
  prepared.catch(() => undefined);
  const url = new URL(databaseUrl(name));
  // Tests need no durability: commits return before the disk has them.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return {
    url: url.toString(),
    drop: async () => {
      adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    },
  };
}

/** Every database copied from `template` (by any worker), and the template itself. */
export async function dropAllCopies(template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname = $1 or datname like $2', [template, `${template}\\_%`]);
    for (const { datname } of rows.sort((x, y) => y.datname.length - x.datname.length)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
