import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';

/** A value that differs whenever the data may have changed since it was last read. */
export type ChangeMark = () => string;

const marks = new WeakMap<object, ChangeMark>();

/**
 * The mark of one SQLite connection: the rows it has changed itself (total_changes, which needs
 * no read of the file) and the commits of every other connection, in this process or another
 * (data_version). A rolled-back change still moves it, which only costs a fresh read.
 *
 * data_version takes a read lock on the file, so it is read once per turn of the event loop
 * (until the next tick): all that runs in one turn was set off by one event (a request's bytes,
 * a timer), and a commit made before that event is seen by the turn's first read.
 */
export function registerSqliteChangeMark(db: Kysely<any>, sqlite: SQLite.Database): void { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  const ownChanges = sqlite.prepare('select total_changes()').pluck();
  const otherCommits = sqlite.prepare('pragma data_version').pluck();
  let otherCommitsThisTurn: number | null = null;
  const nextTurn = () => {
    otherCommitsThisTurn = null;
  };
  marks.set(db, () => {
    if (otherCommitsThisTurn === null) {
      otherCommitsThisTurn = otherCommits.get() as number;
      process.nextTick(nextTurn);
    }
    return `${ownChanges.get() as number}:${otherCommitsThisTurn}`;
  });
}

/**
 * The change mark of a database, or null where none is cheap to read: on PostgreSQL, and inside
 * a transaction (its Kysely instance is another object), so nothing there is ever reused.
 */
export function changeMarkOf(db: Kysely<any>): ChangeMark | null { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  return marks.get(db) ?? null;
}
