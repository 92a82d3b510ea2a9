import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { changeMarkOf, type ChangeMark } from './changeMark';

type AnyDatabase = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
type Slot = { param: string } | { value: unknown };
interface Compiled {
  sql: string;
  slots: Slot[];
  /** With reuseUntilChange on a database that has a change mark: the rows already read, by their parameters, with the mark read before reading them. */
  reuse: { mark: ChangeMark; answers: LRUCache<string, { mark: string; rows: readonly unknown[] }> } | null;
}

export interface PreparedQueryOptions {
  /**
   * Answer again with the rows read for the same values, until anything in the database changes
   * (see changeMark.ts); the rows are then shared, so callers must not change them. For reads on
   * every request, where the query costs more than checking that nothing changed.
   */
  reuseUntilChange?: boolean;
}

/** Enough for every user signed in at once on a busy process; the least recently read goes first. */
const MAX_ANSWERS = 2000;

class StandIn {
  constructor(readonly param: string) {}
}

/**
 * A query built and compiled to SQL once per database, then run with new values: Kysely builds
 * and compiles a query on every call, which on the most requested routes cost more than running
 * it. `build` runs once per database, given stand-ins that mark where each value goes in the SQL,
 * so it must use its parameters only as values (not to choose the query's shape).
 */
export function preparedQuery<D extends AnyDatabase, P extends Record<string, unknown>, Row>(
  build: (db: D, params: P) => Compilable<Row>,
  options: PreparedQueryOptions = {},
): (db: D, values: P) => Promise<readonly Row[]> {
  const compiledFor = new WeakMap<D, Compiled>();
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db, build, options);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('param' in slot ? values[slot.param] : slot.value));
    if (!compiled.reuse) return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
    const { mark, answers } = compiled.reuse;

    const key = JSON.stringify(parameters);
    const markBefore = mark();
    const answer = answers.get(key);
    if (answer?.mark === markBefore) return answer.rows as readonly Row[];
    const rows = Object.freeze((await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows.map((row) => Object.freeze(row)));
    answers.set(key, { mark: markBefore, rows });
    return rows;
  };
}

function compile<D extends AnyDatabase, P, Row>(db: D, build: (db: D, params: P) => Compilable<Row>, options: PreparedQueryOptions): Compiled {
  const standIns = new Proxy({} as P & object, { get: (_target, key) => new StandIn(String(key)) });
  const { sql, parameters } = build(db, standIns).compile();
  const mark = options.reuseUntilChange ? changeMarkOf(db) : null;
  return { sql, slots: parameters.map((value): Slot => (value instanceof StandIn ? { param: value.param } : { value })), reuse: mark ? { mark, answers: new LRUCache({ max: MAX_ANSWERS }) } : null };
}
