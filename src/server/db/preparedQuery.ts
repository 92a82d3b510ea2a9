import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

type AnyDatabase = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
type Slot = { param: string } | { value: unknown };
interface Compiled {
  sql: string;
  slots: Slot[];
}

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
): (db: D, values: P) => Promise<Row[]> {
  const compiledFor = new WeakMap<D, Compiled>();
  return async (db, values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = compile(db, build);
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('param' in slot ? values[slot.param] : slot.value));
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}

function compile<D extends AnyDatabase, P, Row>(db: D, build: (db: D, params: P) => Compilable<Row>): Compiled {
  const standIns = new Proxy({} as P & object, { get: (_target, key) => new StandIn(String(key)) });
  const { sql, parameters } = build(db, standIns).compile();
  return { sql, slots: parameters.map((value): Slot => (value instanceof StandIn ? { param: value.param } : { value })) };
}
