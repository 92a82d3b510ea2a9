import { sql, type Kysely, type Migration } from 'kysely';
import type { CoreDatabase } from '../db/schema';

/** The paid extras of a hosting, as the monthly cost statement names them. */
export const ADD_ON_KINDS = ['dailyBackup', 'balancer', 'accelerator'] as const;
export type AddOnKind = (typeof ADD_ON_KINDS)[number];

type AddOnTables = {
  /** A paid extra of a hosting at its monthly price (quantity already multiplied in). */
  hosting_addons: {
    hosting_id: number;
    kind: string;
    monthly_price: number;
    updated_at: string;
  };
};

const addOnDb = (db: Kysely<CoreDatabase>) => db.withTables<AddOnTables>();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const addOnMigrations: Record<string, Migration> = {
  '0008_hosting_addons': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('hosting_addons')
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('monthly_price', 'real', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('hosting_addons_pk', ['hosting_id', 'kind'])
        .execute();
      // The sum beside the plan price, so every hourly computation reads one row per hosting.
      await db.schema.alterTable('hostings').addColumn('addons_monthly_price', 'real', (c) => c.notNull().defaultTo(0)).execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Sets (or with null, ends) a hosting's paid extra. Billing charges it by the hour from the next
 * hour it bills, also while the hosting is paused (part 2 §9: daily backup), never while suspended.
 */
export async function setAddOn(db: Kysely<CoreDatabase>, hostingId: number, kind: AddOnKind, monthlyPrice: number | null, at = new Date()): Promise<void> {
  const adb = addOnDb(db);
  if (monthlyPrice === null || monthlyPrice <= 0) {
    await adb.deleteFrom('hosting_addons').where('hosting_id', '=', hostingId).where('kind', '=', kind).execute();
  } else {
    const updated_at = at.toISOString();
    await adb
      .insertInto('hosting_addons')
      .values({ hosting_id: hostingId, kind, monthly_price: monthlyPrice, updated_at })
      .onConflict((oc) => oc.columns(['hosting_id', 'kind']).doUpdateSet({ monthly_price: monthlyPrice, updated_at }))
      .execute();
  }
  await db
    .updateTable('hostings')
    .set({ addons_monthly_price: sql<number>`coalesce((select sum(monthly_price) from hosting_addons where hosting_id = ${hostingId}), 0)` })
    .where('id', '=', hostingId)
    .execute();
}

/** A hosting's extras by kind, at their monthly prices. */
export async function addOnsOf(db: Kysely<CoreDatabase>, hostingId: number): Promise<Partial<Record<AddOnKind, number>>> {
  const rows = await addOnDb(db).selectFrom('hosting_addons').select(['kind', 'monthly_price']).where('hosting_id', '=', hostingId).execute();
  return Object.fromEntries(rows.map((r) => [r.kind, r.monthly_price]));
}
