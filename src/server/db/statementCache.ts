import type SQLite from 'better-sqlite3';

const MAX_STATEMENTS = 500;

/**
 * The same SQLite connection, but `prepare` reuses the statement compiled for the same SQL text:
 * Kysely prepares every query it runs, and compiling the SQL cost more than running it on the
 * busiest routes. Bounded, oldest dropped first; a statement still iterating is never handed out twice.
 */
export function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = sqlite.prepare(source);
    cache.set(source, statement);
    if (cache.size > MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
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
