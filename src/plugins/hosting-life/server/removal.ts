import type { FastifyInstance } from 'fastify';
import { accessDenial } from '@core/shared';
import { userOf } from '@server/access/guard';
import { hostingRelation } from '@server/access/hostingRelation';
import { billingNow } from '@server/billing/clock';
import { endBillingAtNextHour } from '@server/billing/scheduledChanges';
import { nowIso, type Database } from '@server/db/database';
import { HttpError, MESSAGES, fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { feedbackSchema, LIFE_TEXTS, removeSchema } from '../contract';
import { lifeDb } from './tables';
import { withContract } from '@server/http/contracts';

export const REMOVE_JOB = 'hosting-life.remove';

/**
 * Removes a hosting for real: a last restore point, then every holder's data (files, databases,
 * mailboxes, DNS zone), then the row, whose domain and username are free again. Its current hour
 * is still billed; nothing after it. A retried run finds what is left and goes on; the last restore
 * point is a kept step, so a run taken over after removing some data does not archive what is left over it.
 */
export function registerRemovalJob({ db, jobs, backups, hostingData }: ServerContext) {
  const ldb = lifeDb(db);
  jobs.handle(REMOVE_JOB, async (payload, run) => {
    const { hostingId } = payload as { hostingId: number };
    const h = await ldb.selectFrom('hostings').selectAll().where('id', '=', hostingId).executeTakeFirst();
    if (!h) return { removed: true };
    const ref = { id: h.id, domain: h.domain, username: h.username };
    await run.step('lastRestorePoint', async () => (await backups.take(ref)).takenAt);
    await hostingData.removeAll(ref);
    const now = await billingNow(db);
    await ldb.transaction().execute(async (trx) => {
      await trx
        .insertInto('deleted_hostings')
        .values({
          hosting_id: h.id, owner_id: h.owner_id, domain: h.domain, domain_alt: h.domain_alt, username: h.username, product: h.product,
          plan_id: h.plan_id, plan_name: h.plan_name, monthly_price: h.monthly_price, server: h.server, server_ip: h.server_ip, region: h.region,
          is_tester: h.is_tester, has_domain: h.has_domain, created_at: h.created_at, deleted_at: now.toISOString(), restored_at: null,
        })
        .onConflict((oc) => oc.column('hosting_id').doNothing())
        .execute();
      await endBillingAtNextHour(trx as unknown as Database, h.id, now);
      await trx.deleteFrom('hostings').where('id', '=', h.id).execute();
      await trx.deleteFrom('hosting_removals').where('hosting_id', '=', h.id).execute();
    });
    return { removed: true };
  });
}

export function removalRoutes(app: FastifyInstance, { db, jobs }: ServerContext) {
  const ldb = lifeDb(db);

  app.post('/hosting/check-removal', { config: { access: { rule: 'public' } } }, async (request) => {
    const owned = await db.selectFrom('hostings').select('id').where('owner_id', '=', userOf(request).id).limit(2).execute();
    return { data: { lastHosting: owned.length <= 1 } };
  });

  app.post('/hosting/removal-feedback', withContract({ config: { access: { rule: 'public' } } }, { body: feedbackSchema }), async (request) => {
    const { message } = parse(feedbackSchema, request.body);
    if (message) await ldb.insertInto('removal_feedback').values({ user_id: userOf(request).id, message, created_at: nowIso() }).execute();
    return { data: null };
  });

  /**
   * 202 while the removal job runs, repeated by the panel every 5 s; then 200. The hosting is gone
   * by then, so the owner check is made here with the access rules, not by the guard's lookup.
   */
  app.post<{ Params: { domain: string } }>('/hosting/:domain/remove', withContract({ config: { access: { rule: 'public' } } }, { body: removeSchema }), async (request, reply) => {
    const user = userOf(request);
    const domain = request.params.domain.toLowerCase();
    const relation = await hostingRelation(db, user.id, domain);
    if (relation === null) throw new HttpError(403, MESSAGES.forbidden);
    if (relation === undefined) {
      const removed = await ldb.selectFrom('deleted_hostings').select('id').where('domain', '=', domain).where('owner_id', '=', user.id).where('restored_at', 'is', null).executeTakeFirst();
      if (!removed) throw new HttpError(404, 'Hospedagem não encontrada.');
      return { data: null };
    }
    if (accessDenial({ rule: 'owner' }, { user, hosting: relation.access })) throw new HttpError(403, MESSAGES.forbidden);
    const running = await ldb.selectFrom('hosting_removals').selectAll().where('hosting_id', '=', relation.row.id).executeTakeFirst();
    if (running) {
      const job = await jobs.get(running.job_id);
      if (job?.status !== 'failed') return reply.status(202).send({ data: { job: running.job_id } });
      await ldb.deleteFrom('hosting_removals').where('hosting_id', '=', relation.row.id).execute();
      throw new HttpError(500, 'Ocorreu um erro ao tentar excluir a hospedagem. Por favor, tente novamente.');
    }
    const body = parse(removeSchema, request.body);
    if (body.domain !== relation.row.domain) throw fieldError('domain', LIFE_TEXTS.domainMismatch);
    const job = await jobs.enqueue(user.id, REMOVE_JOB, { hostingId: relation.row.id });
    await ldb.insertInto('hosting_removals').values({ hosting_id: relation.row.id, job_id: job, started_at: nowIso() }).onConflict((oc) => oc.doNothing()).execute();
    return reply.status(202).send({ data: { job } });
  });
}
