import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import { MB, type EmailAccount, type Forwarder } from '../contract';

type EmailAccountsTable = {
  id: Generated<number>;
  hosting_id: number;
  username: string;
  password_hash: string;
  /** 0 means unlimited. */
  quota_mb: number;
  size_bytes: number;
  disabled: number;
  created_at: string;
};
type EmailForwardersTable = { id: Generated<number>; hosting_id: number; username: string; forward: string };

export type EmailTables = {
  email_accounts: EmailAccountsTable;
  email_forwarders: EmailForwardersTable;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_email': {
    async up(db: Kysely<any>) {
      const hostingId = (c: any) => c.notNull().references('hostings.id').onDelete('cascade');
      await db.schema
        .createTable('email_accounts')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('quota_mb', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('email_accounts_username', ['hosting_id', 'username'])
        .execute();
      await db.schema
        .createTable('email_forwarders')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('forward', 'text', (c) => c.notNull())
        .addUniqueConstraint('email_forwarders_pair', ['hosting_id', 'username', 'forward'])
        .execute();
    },
  },
};

export function emailDb(db: Database): Kysely<EmailTables> {
  return db.withTables<EmailTables>() as unknown as Kysely<EmailTables>;
}

export interface MailHosting {
  id: number;
  domain: string;
}

export function presentAccount(hosting: MailHosting, row: Pick<EmailAccountsTable, 'username' | 'quota_mb' | 'size_bytes' | 'disabled'>, forwards: string[] = []): EmailAccount {
  return {
    email: `${row.username}@${hosting.domain}`,
    username: row.username,
    size: row.size_bytes,
    quota: row.quota_mb * MB,
    disabled: row.disabled === 1,
    alias: [],
    forwards,
  };
}

export function presentForwarder(hosting: MailHosting, row: { username: string; forward: string }): Forwarder {
  return { email: `${row.username}@${hosting.domain}`, forward: row.forward };
}

/** The username of an address of this hosting, or null when the address belongs elsewhere. */
export function usernameOf(hosting: MailHosting, email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.slice(at + 1).toLowerCase() !== hosting.domain) return null;
  return email.slice(0, at).toLowerCase();
}
