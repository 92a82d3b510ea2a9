import type SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

const MAX_STATEMENTS = 500;

/**
 * The same SQLite connection, but `prepare` reuses the statement compiled for the same SQL text:
 * Kysely prepares every query it runs, and compiling the SQL cost more than running it on the
 * busiest routes. Bounded, the least recently used dropped first; a statement still iterating is never
 * handed out twice: a second one is compiled, and cached in its place.
 */
export function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new LRUCache<string, SQLite.Statement>({ max: MAX_STATEMENTS });
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = sqlite.prepare(source);
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, key) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
