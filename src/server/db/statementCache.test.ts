import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

describe('withStatementCache', () => {
  it('reuses the statement of the same SQL and gives the same answers', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    expect(db.prepare('INSERT INTO t (name) VALUES (?)')).toBe(insert);
    insert.run('a');
    db.prepare('INSERT INTO t (name) VALUES (?)').run('b');
    expect(db.prepare('SELECT name FROM t ORDER BY id').all()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    db.exec('CREATE TABLE t (id INTEGER); INSERT INTO t VALUES (1), (2)');
    const names: number[] = [];
    for (const row of db.prepare('SELECT id FROM t').iterate() as Iterable<{ id: number }>) {
      names.push(row.id, ...(db.prepare('SELECT id FROM t').all() as { id: number }[]).map((r) => r.id * 10));
    }
    expect(names).toEqual([1, 10, 20, 2, 10, 20]);
  });

  it('keeps the 500 statements used most recently', () => {
    const db = withStatementCache(new SQLite(':memory:'));
    const first = db.prepare('SELECT 0');
    const used = db.prepare('SELECT 1');
    for (let i = 2; i <= 500; i += 1) {
      db.prepare(`SELECT ${i}`);
      if (i === 250) db.prepare('SELECT 1');
    }
    expect(db.prepare('SELECT 1'), 'used lately: kept').toBe(used);
    expect(db.prepare('SELECT 0'), 'the least recently used: compiled again').not.toBe(first);
  });
});
