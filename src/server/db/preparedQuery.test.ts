import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { newEventFor, registerSqliteChangeMark } from './changeMark';
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

describe('preparedQuery that reuses its rows until the database changes', () => {
  function watched() {
    const folder = mkdtempSync(path.join(tmpdir(), 'reused-'));
    folders.push(folder);
    const file = path.join(folder, 'db.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec("CREATE TABLE items (id INTEGER PRIMARY KEY, owner INTEGER, kind TEXT, name TEXT); INSERT INTO items (owner, kind, name) VALUES (1, 'site', 'a'), (2, 'site', 'b')");
    const reads = { count: 0 };
    const db = new Kysely<Schema>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.query.sql.startsWith('select')) reads.count += 1;
      },
    });
    registerSqliteChangeMark(db, sqlite);
    return { db, file, reads };
  }
  const namesOf = preparedQuery((db: Kysely<Schema>, { owner }: { owner: number }) => db.selectFrom('items').select('name').where('owner', '=', owner).orderBy('name'), { reuseUntilChange: true });
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('answers the same values from the rows it read while nothing changed, and other values by reading', async () => {
    const { db, reads } = watched();
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'a' }]);
    await nextTurn();
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'a' }]);
    expect(reads.count).toBe(1);
    expect(await namesOf(db, { owner: 2 })).toEqual([{ name: 'b' }]);
    expect(reads.count).toBe(2);
  });

  it('keeps the answers of the 2,000 values read most recently, and reads the others again', async () => {
    const { db, reads } = watched();
    await namesOf(db, { owner: 1 });
    await namesOf(db, { owner: 2 });
    for (let owner = 3; owner <= 2002; owner += 1) {
      await namesOf(db, { owner });
      if (owner === 1000) await namesOf(db, { owner: 2 });
    }
    const before = reads.count;
    expect(await namesOf(db, { owner: 2 })).toEqual([{ name: 'b' }]);
    expect(reads.count, 'read lately: kept').toBe(before);
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'a' }]);
    expect(reads.count, 'the least recently read: dropped').toBe(before + 1);
  });

  it('reads again at once after a change through its own connection, even one rolled back', async () => {
    const { db, reads } = watched();
    await namesOf(db, { owner: 1 });
    await db.insertInto('items').values({ id: 3, owner: 1, kind: 'site', name: 'c' }).execute();
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'a' }, { name: 'c' }]);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('items').where('name', '=', 'c').execute();
      throw new Error('undone');
    }).catch(() => undefined);
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'a' }, { name: 'c' }]);
    expect(reads.count).toBe(3);
  });

  it('sees a commit of another connection (another API process) from the next turn of the event loop', async () => {
    const { db, file } = watched();
    await namesOf(db, { owner: 1 });
    const other = new SQLite(file);
    other.prepare("UPDATE items SET name = 'z' WHERE owner = 1").run();
    other.close();
    await nextTurn();
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'z' }]);
  });

  it('asks the file for other connections’ commits once per event: a request come in is a new one', async () => {
    const { db, file } = watched();
    await namesOf(db, { owner: 1 });
    const other = new SQLite(file);
    other.prepare("UPDATE items SET name = 'y' WHERE owner = 1").run();
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'a' }]);
    newEventFor(db);
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'y' }]);
    other.prepare("UPDATE items SET name = 'x' WHERE owner = 1").run();
    other.close();
    newEventFor(db);
    expect(await namesOf(db, { owner: 1 })).toEqual([{ name: 'x' }]);
  });

  it('never reuses inside a transaction, and hands out rows no caller can change', async () => {
    const { db, reads } = watched();
    const rows = await namesOf(db, { owner: 1 });
    expect(() => (rows[0] as { name: string }).name = 'x').toThrow(TypeError);
    expect(Object.isFrozen(rows)).toBe(true);
    await db.transaction().execute(async (trx) => {
      await namesOf(trx, { owner: 1 });
      await namesOf(trx, { owner: 1 });
    });
    expect(reads.count).toBe(3);
  });
});
