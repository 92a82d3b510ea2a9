import { sql, type Kysely, type Migration } from 'kysely';
import { accountBillingMigrations } from '../billing/accountTables';
import { addOnMigrations } from '../billing/addOns';
import { scheduledChangeMigrations } from '../billing/scheduledChanges';
import { sandboxDatabaseMigrations } from '../provisioning/sandboxDatabases';
import { sharedStateMigrations } from '../state/sharedState';
import { referralCodeMigrations } from '../account/referralCodes';
import { idempotencyKeyMigrations } from '../http/paidActions';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const coreMigrations: Record<string, Migration> = {
  '0001_core': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('photo', 'text')
        .addColumn('cpf', 'text')
        .addColumn('is_affiliate', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_first_access', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('register_domain', 'text')
        .addColumn('email_verified_at', 'text')
        .addColumn('totp_secret', 'text')
        .addColumn('promotion_type', 'text')
        .addColumn('promotion_expires_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('hostings')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .addColumn('domain_alt', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'integer', (c) => c.notNull())
        .addColumn('plan_name', 'text', (c) => c.notNull())
        .addColumn('monthly_price', 'real', (c) => c.notNull())
        .addColumn('server', 'text', (c) => c.notNull())
        .addColumn('server_ip', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('is_tester', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('has_domain', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('hosting_shares')
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('has_website', 'integer', (c) => c.notNull())
        .addColumn('has_domain', 'integer', (c) => c.notNull())
        .addColumn('has_email', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('hosting_shares_pk', ['hosting_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('domains')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('register_date', 'text')
        .addColumn('expiration_date', 'text')
        .addColumn('renew_price', 'real', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('credit_ledger')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('invoice_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('credit_ledger_invoice_kind')
        .on('credit_ledger')
        .columns(['invoice_id', 'kind'])
        .unique()
        .execute();
    },
  },
};

coreMigrations['0002_jobs'] = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  },
};

coreMigrations['0003_auth_tokens'] = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('auth_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // Only sign-ups ask for the phone code; accounts made any other way are not held back.
    await db.schema.alterTable('users').addColumn('phone_unverified', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

coreMigrations['0004_job_attempts'] = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('jobs').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

coreMigrations['0005_totp_last_step'] = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  },
};

coreMigrations['0011_api_tokens'] = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('api_tokens')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hosting_id', 'integer', (c) => c.references('hostings.id').onDelete('cascade'))
      .addColumn('expires_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
  },
};

// The hosting list (the most requested route) finds a user's hostings and shares by these, not by reading every hosting.
coreMigrations['0012_hosting_owner_indexes'] = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('hostings_owner').on('hostings').column('owner_id').execute();
    await db.schema.createIndex('hosting_shares_user').on('hosting_shares').column('user_id').execute();
  },
};

// A claim is a lease a live worker renews; a dead worker's job is taken over when it lapses (docs/jobs.md).
// Rows left executing by a version without leases have none, so they count as lapsed.
coreMigrations['0013_job_leases'] = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('locked_until', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('steps', 'text').execute();
    // The retention sweep deletes finished jobs by age.
    await db.schema.createIndex('jobs_finished').on('jobs').columns(['status', 'updated_at']).execute();
  },
};

// The account page lists a customer's sessions: which device, from where, last used when (issue 46).
coreMigrations['0014_session_devices'] = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('address', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  },
};

/** API tokens narrowed to several hostings, permission groups and addresses, with their last use shown. */
coreMigrations['0015_api_token_scopes'] = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('api_tokens').addColumn('permissions', 'text').execute();
    await db.schema.alterTable('api_tokens').addColumn('addresses', 'text').execute();
    await db.schema.alterTable('api_tokens').addColumn('last_used_at', 'text').execute();
    await db.schema.alterTable('api_tokens').addColumn('last_used_address', 'text').execute();
    await db.schema
      .createTable('api_token_hostings')
      .addColumn('token_id', 'integer', (c) => c.notNull().references('api_tokens.id').onDelete('cascade'))
      .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('api_token_hostings_pk', ['token_id', 'hosting_id'])
      .execute();
    await db.insertInto('api_token_hostings').columns(['token_id', 'hosting_id']).expression(db.selectFrom('api_tokens').select(['id', 'hosting_id']).where('hosting_id', 'is not', null)).execute();
  },
};

Object.assign(coreMigrations, accountBillingMigrations, sandboxDatabaseMigrations, addOnMigrations, scheduledChangeMigrations, sharedStateMigrations, referralCodeMigrations, idempotencyKeyMigrations);
