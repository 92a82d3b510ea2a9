import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';

/** A value that differs whenever the data may have changed since it was last read. */
export type ChangeMark = () => string;

interface Watched {
  mark: ChangeMark;
  /** A new event (a request come in): the next read of the mark asks the file again. */
  newEvent: () => void;
}

const watched = new WeakMap<object, Watched>();

/**
 * The mark of one SQLite connection: the rows it has changed itself (total_changes, which needs
 * no read of the file) and the commits of every other connection, in this process or another
 * (data_version). A rolled-back change still moves it, which only costs a fresh read.
 *
 * data_version takes a read lock on the file: under load it was a fifth of a signed-in read's
 * CPU when read before each query. It is read once per event: a request's arrival is one
 * (`newEventFor`, called as each comes in), and otherwise all that runs until the event loop's
 * next check phase (setImmediate) counts as one. A commit made before an event (a request sent
 * after it) is seen by the event's first read, and by every read of the event after it.
 */
export function registerSqliteChangeMark(db: Kysely<any>, sqlite: SQLite.Database): void { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  const ownChanges = sqlite.prepare('select total_changes()').pluck();
  const otherCommits = sqlite.prepare('pragma data_version').pluck();
  let otherCommitsThisEvent: number | null = null;
  let endOfTurnPending = false;
  const endOfTurn = () => {
    endOfTurnPending = false;
    otherCommitsThisEvent = null;
  };
  watched.set(db, {
    mark: () => {
      if (otherCommitsThisEvent === null) {
        otherCommitsThisEvent = otherCommits.get() as number;
        if (!endOfTurnPending) {
          endOfTurnPending = true;
          setImmediate(endOfTurn);
        }
      }
      return `${ownChanges.get() as number}:${otherCommitsThisEvent}`;
    },
    newEvent: () => {
      otherCommitsThisEvent = null;
    },
  });
}

/** Tells the database's change mark that a new event (a request) has come in; nothing where there is no mark. */
export function newEventFor(db: Kysely<any>): void { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  watched.get(db)?.newEvent();
}

/**
 * The change mark of a database, or null where none is cheap to read: on PostgreSQL, and inside
 * a transaction (its Kysely instance is another object), so nothing there is ever reused.
 */
export function changeMarkOf(db: Kysely<any>): ChangeMark | null { // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  return watched.get(db)?.mark ?? null;
}
