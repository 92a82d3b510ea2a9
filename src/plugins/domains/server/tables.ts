import type { Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';

export type DomainsPluginTables = {
  domain_nameservers: {
    domain_id: number;
    position: number;
    hostname: string;
  };
};

export const domainsDb = (db: Database) => db.withTables<DomainsPluginTables>();

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
};
