import { sql, type Kysely, type Migration } from 'kysely';
import type { Database } from '../db/database';

/**
 * Short-lived state every API process must see alike (sign-in failures, rate-limit counters,
 * download links, cached readings): one table in the panel's database, so several processes
 * behind one PostgreSQL agree, and a restart forgets nothing. Each entry expires by itself.
 */
export interface SharedStateTable {
  key: string;
  /** JSON of the entry's value ('' for bare counters). */
  value: string;
  /** A counter's hits in its current window. */
  hits: number;
  /** Epoch milliseconds after which the entry no longer exists. */
  expires_at: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const sharedStateMigrations: Record<string, Migration> = {
  '0010_shared_state': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('shared_state')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shared_state_expiry').on('shared_state').column('expires_at').execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window (or the lock it grew into) ends, epoch ms. */
  expiresAt: number;
}

/** The counting half, which the sign-in throttle and the rate limits use. */
export interface Counters {
  /**
   * Counts one hit on `key` in a fixed window of `windowMs` that starts with the first hit. From
   * the `extendFrom`-th hit on, each hit restarts the window (a lock that lasts while attempts go on).
   */
  hit(key: string, windowMs: number, extendFrom?: number): Promise<Hit>;
  peek(key: string): Promise<Hit | null>;
  remove(key: string): Promise<void>;
}

/** Expired entries are deleted now and then, after so many writes of a process. */
const PRUNE_EVERY = 500;
const NEVER = 2_147_483_647;

type StateDb = Kysely<{ shared_state: SharedStateTable }>;

export class SharedState implements Counters {
  private readonly db: StateDb;
  private writes = 0;

  constructor(db: Database, private readonly now: () => number = Date.now) {
    this.db = db.withTables<{ shared_state: SharedStateTable }>() as unknown as StateDb;
  }

  async put(key: string, value: unknown, ttlMs: number): Promise<void> {
    const row = { key, value: JSON.stringify(value), hits: 0, expires_at: this.now() + ttlMs };
    await this.db.insertInto('shared_state').values(row).onConflict((c) => c.column('key').doUpdateSet({ value: row.value, hits: 0, expires_at: row.expires_at })).execute();
    await this.wrote();
  }

  async get<T>(key: string): Promise<T | null> {
    const row = await this.db.selectFrom('shared_state').select('value').where('key', '=', key).where('expires_at', '>', this.now()).executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : null;
  }

  /** The value, removed in the same statement: of processes taking one key at once, one gets it. */
  async take<T>(key: string): Promise<T | null> {
    const row = await this.db.deleteFrom('shared_state').where('key', '=', key).returning(['value', 'expires_at']).executeTakeFirst();
    return row && row.expires_at > this.now() ? (JSON.parse(row.value) as T) : null;
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('shared_state').where('key', '=', key).execute();
  }

  async hit(key: string, windowMs: number, extendFrom = NEVER): Promise<Hit> {
    const now = this.now();
    const until = now + windowMs;
    // One statement, so concurrent hits from any process all count (SQLite and PostgreSQL alike).
    const { rows } = await sql<{ hits: number; expires_at: number }>`
      insert into shared_state (key, value, hits, expires_at) values (${key}, '', 1, cast(${until} as bigint))
      on conflict (key) do update set
        hits = case when shared_state.expires_at <= cast(${now} as bigint) then 1 else shared_state.hits + 1 end,
        expires_at = case
          when shared_state.expires_at <= cast(${now} as bigint) or shared_state.hits + 1 >= cast(${extendFrom} as integer) then cast(${until} as bigint)
          else shared_state.expires_at end
      returning hits, expires_at`.execute(this.db);
    await this.wrote();
    const row = rows[0]!;
    return { hits: Number(row.hits), expiresAt: Number(row.expires_at) };
  }

  async peek(key: string): Promise<Hit | null> {
    const row = await this.db.selectFrom('shared_state').select(['hits', 'expires_at']).where('key', '=', key).where('expires_at', '>', this.now()).executeTakeFirst();
    return row ? { hits: Number(row.hits), expiresAt: Number(row.expires_at) } : null;
  }

  async prune(): Promise<void> {
    await this.db.deleteFrom('shared_state').where('expires_at', '<=', this.now()).execute();
  }

  private async wrote() {
    if (++this.writes % PRUNE_EVERY === 0) await this.prune();
  }
}

/** The same counters in one process's memory: for a service started alone (tests, a lone FTP server). */
export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, Hit>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number, extendFrom = NEVER): Promise<Hit> {
    const now = this.now();
    const entry = this.entries.get(key);
    const next = !entry || entry.expiresAt <= now ? { hits: 1, expiresAt: now + windowMs } : { hits: entry.hits + 1, expiresAt: entry.hits + 1 >= extendFrom ? now + windowMs : entry.expiresAt };
    if (next.hits >= extendFrom) next.expiresAt = now + windowMs;
    this.entries.set(key, next);
    return next;
  }

  async peek(key: string): Promise<Hit | null> {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : null;
  }

  async remove(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
