import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';

type FtpMainTable = {
  hosting_id: number;
  /** scrypt, for the FTP server's sign-in check. */
  password_hash: string;
  /** AES-256-GCM (secrets/secretBox): the panel shows this password. */
  password_sealed: string;
  updated_at: string;
};

type FtpUsersTable = {
  id: Generated<number>;
  hosting_id: number;
  username: string;
  password_hash: string;
  /** Inside the file root, as customers write it: `/public_html/loja`. */
  homedir: string;
  /** The guest who made it, or null for the owner's: a guest's users end with the share (a cascade). */
  guest_id: number | null;
  created_at: string;
};

export type FtpTables = { ftp_main: FtpMainTable; ftp_users: FtpUsersTable };

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_ftp': {
    async up(db: Kysely<any>) {
      const hostingId = (c: any) => c.notNull().references('hostings.id').onDelete('cascade');
      await db.schema
        .createTable('ftp_main')
        .addColumn('hosting_id', 'integer', (c) => hostingId(c).primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('password_sealed', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ftp_users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('homedir', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('ftp_users_username', ['hosting_id', 'username'])
        .execute();
    },
  },
  /**
   * Extra users made by a guest belong to the guest's share: removing the share (or transferring the
   * hosting) removes them, so no access outlives it. SQLite cannot add a composite foreign key to a
   * table, so the table is built anew and the rows copied (all the owner's until now).
   */
  '0002_ftp_users_of_guests': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('ftp_users_new')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('homedir', 'text', (c) => c.notNull())
        .addColumn('guest_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('ftp_users_login', ['hosting_id', 'username'])
        .addForeignKeyConstraint('ftp_users_guest_share', ['hosting_id', 'guest_id'], 'hosting_shares', ['hosting_id', 'user_id'], (fk) => fk.onDelete('cascade'))
        .execute();
      const columns = ['hosting_id', 'username', 'password_hash', 'homedir', 'created_at'];
      await db.insertInto('ftp_users_new').columns(columns).expression(db.selectFrom('ftp_users').select(columns).orderBy('id')).execute();
      await db.schema.dropTable('ftp_users').execute();
      await db.schema.alterTable('ftp_users_new').renameTo('ftp_users').execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export function ftpDb(db: Database): Kysely<FtpTables> {
  return db.withTables<FtpTables>() as unknown as Kysely<FtpTables>;
}
