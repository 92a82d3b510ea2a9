import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hostingActions, type HostingStatus } from '@core/shared';
import { hostingOf, userOf } from '@server/access/guard';
import type { Database } from '@server/db/database';
import { preparedQuery } from '@server/db/preparedQuery';
import type { HostingsTable } from '@server/db/schema';
import { hourlyConsumption, ledgerBalance } from '@server/billing/credits';
import { HttpError } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { REGION_NAME, STATUS_TEXT, type Hosting, type HostingCosts } from '../contract';

const PRESENTED = ['domain', 'domain_alt', 'status', 'product', 'plan_name', 'plan_id', 'server', 'server_ip', 'region', 'created_at', 'is_tester', 'has_domain'] as const;
type Row = Pick<HostingsTable, (typeof PRESENTED)[number]>;
type Share = { has_website: number; has_domain: number; has_email: number } | null;

function present(row: Row, share: Share): Hosting {
  const status = row.status as HostingStatus;
  return {
    domain: row.domain,
    domainAlt: row.domain_alt,
    status,
    statusText: STATUS_TEXT[status],
    product: row.product as Hosting['product'],
    plan: row.plan_name,
    planId: row.plan_id,
    server: row.server,
    serverIp: row.server_ip,
    region: row.region as Hosting['region'],
    regionName: REGION_NAME[row.region as Hosting['region']],
    createdAt: row.created_at,
    paused: status === 'Paused',
    isGuest: share !== null,
    isTester: row.is_tester === 1,
    hasDomain: row.has_domain === 1,
    permissions: share
      ? { hasWebsite: share.has_website === 1, hasDomain: share.has_domain === 1, hasEmail: share.has_email === 1 }
      : { hasWebsite: true, hasDomain: true, hasEmail: true },
  };
}

const ownedAndShared = preparedQuery((db: Database, { userId }: { userId: number }) =>
  db
    .selectFrom('hostings')
    .select(PRESENTED.map((column) => `hostings.${column}` as const))
    .select([sql<number>`1`.as('owned'), sql<number | null>`null`.as('has_website'), sql<number | null>`null`.as('share_has_domain'), sql<number | null>`null`.as('has_email')])
    .where('hostings.owner_id', '=', userId)
    .unionAll(
      db
        .selectFrom('hosting_shares')
        .innerJoin('hostings', 'hostings.id', 'hosting_shares.hosting_id')
        .select(PRESENTED.map((column) => `hostings.${column}` as const))
        .select([sql<number>`0`.as('owned'), 'hosting_shares.has_website', 'hosting_shares.has_domain as share_has_domain', 'hosting_shares.has_email'])
        .where('hosting_shares.user_id', '=', userId)
        .where('hostings.owner_id', '!=', userId),
    )
    .orderBy('owned', 'desc')
    .orderBy('domain'),
  { reuseUntilChange: true },
);

/** The JSON of the list, written once per reading of its rows (they are the same object while unchanged). */
const listJson = new WeakMap<object, string>();

/**
 * Owned hostings first, then shared ones, each by domain, as the list route's JSON: one query
 * compiled once and not read again while the database is unchanged, nor written out again, since
 * the list is the most requested route.
 */
async function listJsonFor(db: Database, userId: number): Promise<string> {
  const rows = await ownedAndShared(db, { userId });
  let json = listJson.get(rows);
  if (json === undefined) {
    const data = rows.map((row) => present(row, row.owned ? null : { has_website: row.has_website ?? 0, has_domain: row.share_has_domain ?? 0, has_email: row.has_email ?? 0 }));
    json = JSON.stringify({ data: data.map((h) => ({ ...h, status: h.status.toLowerCase() })) });
    listJson.set(rows, json);
  }
  return json;
}

async function setStatus(db: Database, id: number, status: HostingStatus) {
  await db.updateTable('hostings').set({ status }).where('id', '=', id).execute();
}

export default defineServerPlugin({
  routes(app: FastifyInstance, { db, nodeSites }) {
    app.get('/hosting', { config: { access: { rule: 'public' } } }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await listJsonFor(db, userOf(request).id)),
    );

    app.get('/hosting/:domain', { config: { access: { rule: 'public', scope: 'hosting' } } }, async (request) => {
      const { row, access } = hostingOf(request);
      const full = await db.selectFrom('hostings').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      const share = access.isGuest
        ? { has_website: Number(access.permissions?.hasWebsite), has_domain: Number(access.permissions?.hasDomain), has_email: Number(access.permissions?.hasEmail) }
        : null;
      return { data: present(full, share) };
    });

    app.get('/hosting/:domain/costs', { config: { access: { rule: 'owner' } } }, async (request): Promise<{ data: HostingCosts }> => {
      const { row } = hostingOf(request);
      const h = await db.selectFrom('hostings').select(['status', 'monthly_price', 'addons_monthly_price']).where('id', '=', row.id).executeTakeFirstOrThrow();
      const { credit, bonus } = await ledgerBalance(db, row.owner_id);
      return {
        data: {
          status: h.status as HostingStatus,
          monthlyPrice: h.monthly_price,
          addOnsMonthly: h.addons_monthly_price,
          balance: Math.round((credit + bonus) * 100) / 100,
          accountHourly: await hourlyConsumption(db, row.owner_id),
        },
      };
    });

    /** The site on its node follows at once (the suspension screen, or the files again); a failure is retried by the node's loop. */
    const served = (hostingId: number) => void nodeSites.changed(hostingId).catch((error: unknown) => app.log.warn({ err: error, hostingId }, 'hosting node: the paused or resumed site was not written'));

    app.post('/hosting/:domain/pause', { config: { access: { rule: 'hasWebsite', notGuest: true } } }, async (request) => {
      const { row, access } = hostingOf(request);
      if (access.isTester) throw new HttpError(409, 'Hospedagens em período de teste só podem ser pausadas após a primeira recarga.');
      if (!hostingActions(access).pause) throw new HttpError(409, 'Só é possível pausar uma hospedagem ativa.');
      await setStatus(db, row.id, 'Paused');
      served(row.id);
      return { data: null };
    });

    app.post('/hosting/:domain/unpause', { config: { access: { rule: 'hasWebsite', notGuest: true } } }, async (request) => {
      const { row, access } = hostingOf(request);
      if (!hostingActions(access).unpause) throw new HttpError(409, 'Só é possível reativar uma hospedagem pausada.');
      await setStatus(db, row.id, 'Active');
      served(row.id);
      return { data: null };
    });
  },
});
