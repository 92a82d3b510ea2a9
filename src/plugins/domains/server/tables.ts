import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';

export type OrderKind = 'register' | 'transfer' | 'renew';
export type OrderStatus = 'pending' | 'paid' | 'cancelled';

export type DomainsPluginTables = {
  domain_nameservers: {
    domain_id: number;
    position: number;
    hostname: string;
  };
  /** What a customer owes for a domain; paid once from credits (the status update guards the debit). */
  domain_orders: {
    id: Generated<number>;
    user_id: number;
    domain_id: number;
    kind: OrderKind;
    period: number;
    amount_cents: number;
    status: OrderStatus;
    epp: string | null;
    created_at: string;
    paid_at: string | null;
  };
  /** The registrant contact sent to the registry. */
  domain_contacts: {
    domain_id: number;
    name: string;
    email: string;
    phone: string;
    cpf_cnpj: string;
    address_zip: string;
    address_street: string;
    address_number: string;
    address_complement: string;
    address_neighborhood: string;
    address_city: string;
    address_state: string;
    updated_at: string;
  };
};

export const domainsDb = (db: Database) => db.withTables<DomainsPluginTables>();
export type DomainsDatabase = ReturnType<typeof domainsDb>;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const domainsMigrations: Record<string, Migration> = {
  '0001_nameservers': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('domain_nameservers')
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('hostname', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('domain_nameservers_pk', ['domain_id', 'position'])
        .execute();
    },
  },
  '0002_orders_and_contacts': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('domain_orders')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('period', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('epp', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await db.schema.createIndex('domain_orders_pending').on('domain_orders').columns(['status', 'user_id']).execute();
      await db.schema
        .createTable('domain_contacts')
        .addColumn('domain_id', 'integer', (c) => c.primaryKey().references('domains.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('cpf_cnpj', 'text', (c) => c.notNull())
        .addColumn('address_zip', 'text', (c) => c.notNull())
        .addColumn('address_street', 'text', (c) => c.notNull())
        .addColumn('address_number', 'text', (c) => c.notNull())
        .addColumn('address_complement', 'text', (c) => c.notNull())
        .addColumn('address_neighborhood', 'text', (c) => c.notNull())
        .addColumn('address_city', 'text', (c) => c.notNull())
        .addColumn('address_state', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
