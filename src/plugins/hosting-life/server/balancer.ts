import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { setAddOn } from '@server/billing/addOns';
import { nowIso } from '@server/db/database';
import { HttpError, fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { BALANCER_PRICES, balancerAddSchema, freeSlots, LIFE_TEXTS, type BalancerRegion, type BalancerState } from '../contract';
import { lifeDb, type LifeDatabase } from './tables';
import { withContract } from '@server/http/contracts';

const ACCESS = { config: { access: { rule: 'owner', hostingStatus: ['Active'] } } } as const;
/** Switching the balancer on and adding a slot cost a month each: confirmation and idempotency key (server/http/paidActions). */
const PAID = { config: { ...ACCESS.config, paid: true } } as const;
/** Where a NEW worker runs: the provider's balancer nodes by region (the provisioning sandbox's addresses). */
const REGION_NODES: Record<BalancerRegion, { suffix: string; net: string }> = {
  BR: { suffix: 'br.painel.net.br', net: '203.0.113' },
  US: { suffix: 'us.painel.net.br', net: '198.51.100' },
};

async function stateOf(ldb: LifeDatabase, hostingId: number): Promise<BalancerState> {
  const h = await ldb.selectFrom('hostings').select(['server']).where('id', '=', hostingId).executeTakeFirstOrThrow();
  const row = await ldb.selectFrom('hosting_balancers').selectAll().where('hosting_id', '=', hostingId).executeTakeFirst();
  const workers = await ldb
    .selectFrom('balancer_workers')
    .leftJoin('hostings as target', 'target.id', 'balancer_workers.target_hosting_id')
    .select(['balancer_workers.host', 'balancer_workers.ip_address', 'balancer_workers.region', 'target.domain as target'])
    .where('balancer_workers.hosting_id', '=', hostingId)
    .orderBy('balancer_workers.id')
    .execute();
  return {
    enabled: row?.enabled === 1,
    host: h.server,
    extra: row?.extra ?? 0,
    balancers: workers.map((w) => ({ host: w.host, ip_address: w.ip_address, ...(w.region ? { region: w.region as BalancerRegion } : {}), ...(w.target ? { hosting: w.target } : {}) })),
    prices: { ...BALANCER_PRICES },
  };
}

/** What the balancer costs a month: the balancer itself and each extra slot, while it is on. */
const monthlyOf = (enabled: boolean, extra: number) => (enabled ? BALANCER_PRICES.balancer + extra * BALANCER_PRICES.extra : null);

export function balancerRoutes(app: FastifyInstance, { db }: ServerContext) {
  const ldb = lifeDb(db);
  const idOf = (request: FastifyRequest) => hostingOf(request).row.id;

  async function save(hostingId: number, enabled: boolean, extra: number) {
    await ldb
      .insertInto('hosting_balancers')
      .values({ hosting_id: hostingId, enabled: enabled ? 1 : 0, extra })
      .onConflict((oc) => oc.column('hosting_id').doUpdateSet({ enabled: enabled ? 1 : 0, extra }))
      .execute();
    await setAddOn(db, hostingId, 'balancer', monthlyOf(enabled, extra));
  }

  app.get('/hosting/:domain/balancer', ACCESS, async (request) => ({ data: await stateOf(ldb, idOf(request)) }));

  app.post('/hosting/:domain/balancer/enable', PAID, async (request) => {
    const state = await stateOf(ldb, idOf(request));
    await save(idOf(request), true, state.extra);
    return { data: await stateOf(ldb, idOf(request)) };
  });

  app.post('/hosting/:domain/balancer/disable', ACCESS, async (request) => {
    const state = await stateOf(ldb, idOf(request));
    await save(idOf(request), false, state.extra);
    return { data: await stateOf(ldb, idOf(request)) };
  });

  app.post('/hosting/:domain/balancer/extra', PAID, async (request) => {
    const state = await stateOf(ldb, idOf(request));
    if (!state.enabled) throw new HttpError(409, LIFE_TEXTS.balancerOff);
    await save(idOf(request), true, state.extra + 1);
    return { data: await stateOf(ldb, idOf(request)) };
  });

  app.post('/hosting/:domain/balancer', withContract(ACCESS, { body: balancerAddSchema }), async (request, reply) => {
    const hostingId = idOf(request);
    const state = await stateOf(ldb, hostingId);
    if (!state.enabled) throw new HttpError(409, LIFE_TEXTS.balancerOff);
    const body = parse(balancerAddSchema, request.body);
    if (freeSlots(state.extra, state.balancers.length) === 0) throw new HttpError(409, LIFE_TEXTS.noFreeSlot);
    let worker: { host: string; ip_address: string; region: string | null; target_hosting_id: number | null };
    if (body.mode === 'NEW') {
      // Only the owner's own other hostings, not already in the balancer (part 2 §6).
      const target = await ldb.selectFrom('hostings').select(['id', 'domain']).where('domain', '=', body.hosting).where('owner_id', '=', userOf(request).id).executeTakeFirst();
      const inUse = target && (await ldb.selectFrom('balancer_workers').select('id').where('hosting_id', '=', hostingId).where('target_hosting_id', '=', target.id).executeTakeFirst());
      if (!target || target.id === hostingId || inUse) throw fieldError('hosting', LIFE_TEXTS.targetInvalid);
      const node = REGION_NODES[body.region];
      const n = (await ldb.selectFrom('balancer_workers').select('id').execute()).length + 1;
      worker = { host: `lb-${target.domain.replace(/[^a-z0-9]/g, '').slice(0, 20)}-${n}.${node.suffix}`, ip_address: `${node.net}.${200 + (n % 50)}`, region: body.region, target_hosting_id: target.id };
    } else {
      worker = { host: body.host, ip_address: body.ip, region: null, target_hosting_id: null };
    }
    if (state.balancers.some((b) => b.host === worker.host)) throw fieldError('host', LIFE_TEXTS.workerExists);
    await ldb.insertInto('balancer_workers').values({ hosting_id: hostingId, ...worker, created_at: nowIso() }).execute();
    return reply.status(201).send({ data: await stateOf(ldb, hostingId) });
  });

  app.delete<{ Params: { domain: string; host: string } }>('/hosting/:domain/balancer/:host', ACCESS, async (request) => {
    const removed = await ldb.deleteFrom('balancer_workers').where('hosting_id', '=', idOf(request)).where('host', '=', request.params.host.toLowerCase()).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, LIFE_TEXTS.workerNotFound);
    return { data: await stateOf(ldb, idOf(request)) };
  });
}
