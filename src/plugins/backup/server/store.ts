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
