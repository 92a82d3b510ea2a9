import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './preparedQuery';

interface Schema {
  items: { id: number; owner: number; kind: string; name: string };
}

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function database(): Kysely<Schema> {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepared-'));
  folders.push(folder);
  const sqlite = new SQLite(path.join(folder, 'db.sqlite'));
  sqlite.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, owner INTEGER, kind TEXT, name TEXT); INSERT INTO items (owner, kind, name) VALUES (1, 'site', 'b'), (1, 'site', 'a'), (1, 'mail', 'c'), (2, 'site', 'd')");
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

describe('preparedQuery', () => {
  it('builds once per database and runs with each call’s values, keeping the constants it was built with', async () => {
    let builds = 0;
    const ofOwner = preparedQuery((db: Kysely<Schema>, { owner, after }: { owner: number; after: string }) => {
      builds += 1;
      return db.selectFrom('items').select('name').where('kind', '=', 'site').where('owner', '=', owner).where('name', '>', after).orderBy('name');
    });
    const first = database();
    expect(await ofOwner(first, { owner: 1, after: '' })).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await ofOwner(first, { owner: 1, after: 'a' })).toEqual([{ name: 'b' }]);
    expect(await ofOwner(first, { owner: 2, after: '' })).toEqual([{ name: 'd' }]);
    expect(builds).toBe(1);

    const second = database();
    expect(await ofOwner(second, { owner: 2, after: '' })).toEqual([{ name: 'd' }]);
    expect(builds).toBe(2);
  });

  it('passes a value used twice in the query to both places', async () => {
    const sameOwner = preparedQuery((db: Kysely<Schema>, { owner }: { owner: number }) =>
      db.selectFrom('items').select('name').where((eb) => eb.or([eb('owner', '=', owner), eb('id', '=', owner)])).orderBy('name'),
    );
    expect(await sameOwner(database(), { owner: 2 })).toEqual([{ name: 'a' }, { name: 'd' }]);
  });
});
