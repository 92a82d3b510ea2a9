import { sql, type Generated, type Kysely, type Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { ClaimFinder } from '@server/domains/claims';
import type { SitePart } from '@server/provisioning/nodeSites';
import { normaliseRedirectTarget, WEB_ROOT, type Redirect, type RedirectType, type Subdomain } from '../contract';

type SiteAliasesTable = { id: Generated<number>; hosting_id: number; domain: string };
type SiteSubdomainsTable = { id: Generated<number>; hosting_id: number; label: string; dir: string };
type SiteRedirectsTable = { id: Generated<number>; hosting_id: number; source: string; target: string; type: string };

export type SiteTables = {
  site_aliases: SiteAliasesTable;
  site_subdomains: SiteSubdomainsTable;
  site_redirects: SiteRedirectsTable;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_site_domains': {
    async up(db: Kysely<any>) {
      const hostingId = (c: any) => c.notNull().references('hostings.id').onDelete('cascade');
      await db.schema
        .createTable('site_aliases')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('domain', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('site_subdomains')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('dir', 'text', (c) => c.notNull())
        .addUniqueConstraint('site_subdomains_label', ['hosting_id', 'label'])
        .execute();
      await db.schema
        .createTable('site_redirects')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', hostingId)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addUniqueConstraint('site_redirects_source', ['hosting_id', 'source'])
        .execute();
    },
  },
};

export function siteDb(db: Database): Kysely<SiteTables> {
  return db.withTables<SiteTables>() as unknown as Kysely<SiteTables>;
}

export interface SiteHosting {
  id: number;
  domain: string;
}

export function presentSubdomain(hosting: SiteHosting, row: { label: string; dir: string }): Subdomain {
  return { domain: row.label, fullDomain: `${row.label}.${hosting.domain}`, dir: row.dir, fullDir: row.dir ? `${WEB_ROOT}/${row.dir}` : WEB_ROOT };
}

export function presentRedirect(row: { source: string; target: string; type: string }): Redirect {
  return { source: row.source, target: row.target, type: row.type as RedirectType };
}

/** Every name the hosting answers to, which a redirect may start from. */
export async function hostingNames(db: Kysely<SiteTables>, hosting: SiteHosting): Promise<string[]> {
  const aliases = await db.selectFrom('site_aliases').select('domain').where('hosting_id', '=', hosting.id).orderBy('domain').execute();
  const subdomains = await db.selectFrom('site_subdomains').select('label').where('hosting_id', '=', hosting.id).orderBy('label').execute();
  return [
    hosting.domain,
    `www.${hosting.domain}`,
    ...aliases.flatMap((a) => [a.domain, `www.${a.domain}`]),
    ...subdomains.map((s) => `${s.label}.${hosting.domain}`),
  ];
}

/** The aliases and subdomains of every hosting, as claims of the hosting's owner. */
export function siteClaims(db: Database): ClaimFinder {
  const site = db.withTables<SiteTables>();
  return async (names) => {
    const aliases = await site
      .selectFrom('site_aliases')
      .innerJoin('hostings', 'hostings.id', 'site_aliases.hosting_id')
      .select(['site_aliases.domain as name', 'hostings.owner_id'])
      .where('site_aliases.domain', 'in', names)
      .execute();
    const fullName = sql<string>`site_subdomains.label || '.' || hostings.domain`;
    const subdomains = await site
      .selectFrom('site_subdomains')
      .innerJoin('hostings', 'hostings.id', 'site_subdomains.hosting_id')
      .select([fullName.as('name'), 'hostings.owner_id'])
      .where(fullName, 'in', names)
      .execute();
    return [
      ...aliases.map((a) => ({ name: a.name, ownerId: a.owner_id, kind: 'alias' })),
      ...subdomains.map((s) => ({ name: s.name, ownerId: s.owner_id, kind: 'subdomain' })),
    ];
  };
}

/** What the node serves of these tables: every alias, every subdomain in its folder, every redirect. */
export function nodeSitePart(db: Kysely<SiteTables>): SitePart {
  return async (hosting) => {
    const [aliases, subdomains, redirects] = await Promise.all([
      db.selectFrom('site_aliases').select('domain').where('hosting_id', '=', hosting.id).orderBy('domain').execute(),
      db.selectFrom('site_subdomains').select(['label', 'dir']).where('hosting_id', '=', hosting.id).orderBy('label').execute(),
      db.selectFrom('site_redirects').select(['source', 'target', 'type']).where('hosting_id', '=', hosting.id).orderBy('source').execute(),
    ]);
    return {
      aliases: aliases.map((alias) => alias.domain),
      subdomains: subdomains.map((row) => ({ host: `${row.label}.${hosting.domain}`, dir: row.dir })),
      // As the URL parser writes it (rows older than the route's normalising, the seed's, may lack the final "/").
      redirects: redirects.map((row) => ({ source: row.source, target: normaliseRedirectTarget(row.target) ?? row.target, code: row.type === '301' ? 301 : 302 })),
    };
  };
}
