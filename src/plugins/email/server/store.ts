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
  /** Per-account antispam (part 2 §5: only while the hosting's antispam is on). */
  spam: Generated<number>;
};
type EmailForwardersTable = { id: Generated<number>; hosting_id: number; username: string; forward: string };

type EmailAliasesTable = { id: Generated<number>; hosting_id: number; account_id: number; alias: string };
type EmailAutorespondersTable = {
  hosting_id: number;
  account_id: number;
  subject: string;
  body: string;
  start_date: string | null;
  start_time: string | null;
  stop_date: string | null;
  stop_time: string | null;
};
type EmailListsTable = { id: Generated<number>; hosting_id: number; name: string; size_bytes: number };
type EmailListMembersTable = { id: Generated<number>; hosting_id: number; list_id: number; email: string };
type EmailSpamTable = { hosting_id: number; enabled: number };
type EmailSpamEntriesTable = { id: Generated<number>; hosting_id: number; list: string; email: string };
type EmailWebmailTable = { hosting_id: number; color: string; logo_type: string | null; logo_base64: string | null };
/** The DKIM public key last published in the hosting's zone (the node makes and keeps the key pair). */
type EmailDkimTable = { hosting_id: number; selector: string; public_key: string };

export type EmailTables = {
  email_accounts: EmailAccountsTable;
  email_forwarders: EmailForwardersTable;
  email_aliases: EmailAliasesTable;
  email_autoresponders: EmailAutorespondersTable;
  email_lists: EmailListsTable;
  email_list_members: EmailListMembersTable;
  email_spam: EmailSpamTable;
  email_spam_entries: EmailSpamEntriesTable;
  email_webmail: EmailWebmailTable;
  email_dkim: EmailDkimTable;
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
  /** Aliases, autoresponders, lists, antispam, webmail look and the DKIM key: every table keyed by hosting, so the backup holder carries them. */
  '0002_email_complete': {
    async up(db: Kysely<any>) {
      const hostingId = (c: any) => c.notNull().references('hostings.id').onDelete('cascade');
      const accountId = (c: any) => c.notNull().references('email_accounts.id').onDelete('cascade');
      await db.schema.alterTable('email_accounts').addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('email_aliases')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('account_id', 'integer', accountId)
        .addColumn('alias', 'text', (c) => c.notNull())
        .addUniqueConstraint('email_aliases_name', ['hosting_id', 'alias'])
        .execute();
      await db.schema
        .createTable('email_autoresponders')
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('account_id', 'integer', (c) => accountId(c).primaryKey())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text')
        .addColumn('start_time', 'text')
        .addColumn('stop_date', 'text')
        .addColumn('stop_time', 'text')
        .execute();
      await db.schema
        .createTable('email_lists')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('email_lists_name', ['hosting_id', 'name'])
        .execute();
      await db.schema
        .createTable('email_list_members')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('list_id', 'integer', (c) => c.notNull().references('email_lists.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addUniqueConstraint('email_list_members_pair', ['list_id', 'email'])
        .execute();
      await db.schema
        .createTable('email_spam')
        .addColumn('hosting_id', 'integer', (c) => hostingId(c).primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('email_spam_entries')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addUniqueConstraint('email_spam_entries_pair', ['hosting_id', 'list', 'email'])
        .execute();
      await db.schema
        .createTable('email_webmail')
        .addColumn('hosting_id', 'integer', (c) => hostingId(c).primaryKey())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('logo_type', 'text')
        .addColumn('logo_base64', 'text')
        .execute();
      await db.schema
        .createTable('email_dkim')
        .addColumn('hosting_id', 'integer', (c) => hostingId(c).primaryKey())
        .addColumn('selector', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .execute();
    },
  },
  /**
   * The node makes each domain's DKIM key pair and signs with it (src/node/dkim.ts): the panel keeps
   * only the public key it published. The pairs an older panel made signed nothing; they go.
   */
  '0003_email_dkim_key_on_node': {
    async up(db: Kysely<any>) {
      await db.deleteFrom('email_dkim').execute();
      await db.schema.alterTable('email_dkim').dropColumn('private_key').execute();
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

export function presentAccount(hosting: MailHosting, row: Pick<EmailAccountsTable, 'username' | 'quota_mb' | 'size_bytes' | 'disabled'>, forwards: string[] = [], aliases: string[] = []): EmailAccount {
  return {
    email: `${row.username}@${hosting.domain}`,
    username: row.username,
    size: row.size_bytes,
    quota: row.quota_mb * MB,
    disabled: row.disabled === 1,
    alias: aliases.map((alias) => `${alias}@${hosting.domain}`),
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
