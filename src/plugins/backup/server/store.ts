import type { Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { HostingRef } from '@server/hostingData/holders';

export type BackupTables = {
  /** A hosting with the daily backup on; `next_at` is the billing-clock time its next backup is due. */
  backup_daily: {
    hosting_id: number;
    enabled_at: string;
    next_at: string;
  };
  /** Each "Criar ponto de restauração" of a hosting's (billing-clock) day, one numbered slot each; `point` once taken. */
  backup_manual_points: {
    hosting_id: number;
    day: string;
    slot: number;
    point: string | null;
    requested_at: string;
    /** The `backup.take` job of the slot: a slot whose job failed for good no longer counts against the day. */
    job_id: string | null;
  };
};

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_backup_daily': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('backup_daily')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('enabled_at', 'text', (c) => c.notNull())
        .addColumn('next_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_backup_manual_points_one_row_per_daily_slot': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('backup_manual_points')
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('point', 'text')
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('backup_manual_points_pk', ['hosting_id', 'day', 'slot'])
        .execute();
    },
  },
  '0003_backup_manual_points_job_of_each_slot': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('backup_manual_points').addColumn('job_id', 'text').execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export function backupDb(db: Database): Kysely<BackupTables> {
  return db.withTables<BackupTables>() as unknown as Kysely<BackupTables>;
}

export interface BackupHosting extends HostingRef {
  ownerId: number;
  status: string;
}

export async function hostingById(db: Database, id: number): Promise<BackupHosting | undefined> {
  const row = await db.selectFrom('hostings').select(['id', 'domain', 'username', 'owner_id', 'status']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, domain: row.domain, username: row.username, ownerId: row.owner_id, status: row.status };
}
