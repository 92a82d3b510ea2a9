import type { Kysely, Migration } from 'kysely';
import type { CoreDatabase } from '../db/schema';
import { HOUR_MS } from './clock';

/**
 * Changes that reach the hourly billing only from the next whole hour (part 2 §4: a plan change
 * and a removal "take effect in the billing from the next hour"). The hour in which they happen
 * is billed as it began; the billing engine reads these tables.
 */
export type ScheduledBillingTables = {
  /** A plan's new monthly price, billed from `effective_from` (an hour start); applied to hostings.monthly_price then. */
  hosting_price_changes: {
    hosting_id: number;
    monthly_price: number;
    effective_from: string;
  };
  /** A removed hosting's last hours: billed as it was until `ends_at` (an hour start), then forgotten. */
  hosting_billing_tails: {
    hosting_id: number;
    owner_id: number;
    domain: string;
    status: string;
    monthly_price: number;
    addons_monthly_price: number;
    created_at: string;
    is_tester: number;
    ends_at: string;
  };
};

export const scheduledDb = (db: Kysely<CoreDatabase>) => db.withTables<ScheduledBillingTables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const scheduledChangeMigrations: Record<string, Migration> = {
  '0009_scheduled_billing_changes': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hosting_price_changes')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('monthly_price', 'real', (c) => c.notNull())
        .addColumn('effective_from', 'text', (c) => c.notNull())
        .execute();
      // No foreign key: the hosting row is gone while its last hour is still to be billed.
      await db.schema
        .createTable('hosting_billing_tails')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('monthly_price', 'real', (c) => c.notNull())
        .addColumn('addons_monthly_price', 'real', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('is_tester', 'integer', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The start of the hour after `now`: where a change made now begins to be billed. */
export const nextHourStart = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);

/** Bills the hosting at `monthlyPrice` from the next hour; a second change in the same hour replaces the first. */
export async function schedulePriceChange(db: Kysely<CoreDatabase>, hostingId: number, monthlyPrice: number, now: Date): Promise<string> {
  const effective_from = nextHourStart(now).toISOString();
  await scheduledDb(db)
    .insertInto('hosting_price_changes')
    .values({ hosting_id: hostingId, monthly_price: monthlyPrice, effective_from })
    .onConflict((oc) => oc.column('hosting_id').doUpdateSet({ monthly_price: monthlyPrice, effective_from }))
    .execute();
  return effective_from;
}

export async function pendingPriceChange(db: Kysely<CoreDatabase>, hostingId: number) {
  return scheduledDb(db).selectFrom('hosting_price_changes').selectAll().where('hosting_id', '=', hostingId).executeTakeFirst();
}

/**
 * Keeps billing a hosting that is about to be deleted until the end of the current hour, at its
 * price now (a pending price change begins at that same hour, so it never applies). Call it in
 * the transaction that deletes the hosting row.
 */
export async function endBillingAtNextHour(db: Kysely<CoreDatabase>, hostingId: number, now: Date): Promise<void> {
  const h = await db.selectFrom('hostings').select(['id', 'owner_id', 'domain', 'status', 'monthly_price', 'addons_monthly_price', 'created_at', 'is_tester']).where('id', '=', hostingId).executeTakeFirst();
  if (!h) return;
  await scheduledDb(db)
    .insertInto('hosting_billing_tails')
    .values({ hosting_id: h.id, owner_id: h.owner_id, domain: h.domain, status: h.status, monthly_price: h.monthly_price, addons_monthly_price: h.addons_monthly_price, created_at: h.created_at, is_tester: h.is_tester, ends_at: nextHourStart(now).toISOString() })
    .onConflict((oc) => oc.column('hosting_id').doNothing())
    .execute();
}
