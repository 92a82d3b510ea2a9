import { z } from '@core/shared';
import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { CLAIM_TEXTS } from '@server/domains/claims';
import { setAddOn } from '@server/billing/addOns';
import { billingNow } from '@server/billing/clock';
import { fieldError, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { ENTERPRISE_PLAN_ID, PLAN_GROUPS, PRICING, PRODUCTS, findPlan, type Product } from '../catalogue';
import { checkDomainSchema, contactSalesSchema, createHostingSchema, type CreatedHosting } from '../contract';
import { EXTRAS } from '../extras';
import { checkDomain } from './domainCheck';
import { registerDiskLimit } from './diskLimit';
import { nodeDiskQuotasOf } from '@server/provisioning/nodeDiskQuotas';
import { PROVISION_JOB, provisioningDelayMs, registerProvisioning } from './provisioning';
import { withContract } from '@server/http/contracts';

/** GET /hosting/plans: `groups=php,wordpress` answers those products' plans by product; unknown names are left out. */
const plansQuery = z.object({ groups: z.string().optional().describe('Produtos separados por vírgula (php, wordpress, n8n).') });

const SERVERS = ['cloud-1.painel.net.br', 'cloud-2.painel.net.br', 'cloud-3.painel.net.br'];

function requestedGroups(query: unknown): Product[] | null {
  const groups = (query as { groups?: string }).groups;
  if (!groups) return null;
  return groups.split(',').filter((g): g is Product => (PRODUCTS as readonly string[]).includes(g));
}

export default defineServerPlugin({
  routes(app: FastifyInstance, context: ServerContext) {
    const { db, jobs, mailer } = context;
    registerProvisioning(context);
    registerDiskLimit(context, app.log);

    app.get('/hosting/plans', withContract({ config: { access: { rule: 'public' } } }, { query: plansQuery }), async (request) => {
      const groups = requestedGroups(request.query);
      if (!groups) return { data: PRODUCTS.flatMap((p) => PLAN_GROUPS[p]) };
      return { data: Object.fromEntries(groups.map((g) => [g, PLAN_GROUPS[g]])) };
    });

    app.get('/hosting/pricing', { config: { access: { rule: 'public' } } }, async () => ({ data: PRICING }));

    app.post('/hosting/check', withContract({ config: { access: { rule: 'public' } } }, { body: checkDomainSchema }), async (request) => {
      const { domain } = parse(checkDomainSchema, request.body);
      return { data: await checkDomain(db, context.domainClaims, userOf(request).id, domain) };
    });

    app.post('/hosting/contact-sales', withContract({ config: { access: { rule: 'public' } } }, { body: contactSalesSchema }), async (request) => {
      const body = parse(contactSalesSchema, request.body);
      const user = await db.selectFrom('users').select(['name', 'email']).where('id', '=', userOf(request).id).executeTakeFirstOrThrow();
      mailer.send({
        to: 'comercial@painel.net.br',
        subject: `Plano Enterprise: ${user.name}`,
        text: `${user.name} <${user.email}> quer o plano WordPress Enterprise. Objetivo: ${body.goal}${body.otherGoal ? ` (${body.otherGoal})` : ''}. Faixa de tráfego pago: ${body.traffic}.`,
      });
      return { data: null };
    });

    // Creating starts the hourly charge: it needs the customer's confirmation and an idempotency key.
    app.post('/hosting', withContract({ config: { access: { rule: 'public' }, paid: true } }, { body: createHostingSchema }), async (request): Promise<{ data: CreatedHosting }> => {
      const body = parse(createHostingSchema, request.body);
      const user = userOf(request);
      const found = findPlan(body.plan);
      if (!found || found.product === 'n8n' || found.plan.id === ENTERPRISE_PLAN_ID) throw fieldError('plan', 'Plano indisponível para criação pelo painel.');
      const { product, plan } = found;
      const monthly = plan.price[body.region];
      if (monthly === undefined) throw fieldError('region', 'Plano indisponível nesta região.');
      if (body.accelerator && !plan.allowsAccelerator) throw fieldError('accelerator', 'O acelerador está disponível a partir do plano Nuvem Pro.');
      const check = await checkDomain(db, context.domainClaims, user.id, body.domain);
      if (!check.isAvailable) throw fieldError('domain', check.message);

      const previous = await db.selectFrom('hostings').select('id').where('owner_id', '=', user.id).executeTakeFirst();
      // A hosting made before the account's first recharge runs on the trial period (part 1 §4).
      const recharged = await db.selectFrom('credit_ledger').select('id').where('user_id', '=', user.id).where('kind', '=', 'credit').where('amount_cents', '>', 0).executeTakeFirst();
      const username = `${body.domain.replace(/[^a-z0-9]/g, '').slice(0, 10)}${crypto.randomUUID().slice(0, 6)}`;
      const created = await db
        .insertInto('hostings')
        .values({
          domain: body.domain,
          domain_alt: `${username}.painel-temp.com.br`,
          owner_id: user.id,
          status: 'Pending',
          product,
          plan_id: plan.id,
          plan_name: plan.name,
          monthly_price: monthly,
          server: SERVERS[user.id % SERVERS.length],
          server_ip: `203.0.113.${100 + (user.id % 100)}`,
          region: body.region,
          username,
          is_tester: recharged ? 0 : 1,
          has_domain: 1,
          // Billing counts from here, so it reads the billing clock (which development can move on).
          created_at: (await billingNow(db)).toISOString(),
        })
        .onConflict((oc) => oc.column('domain').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw fieldError('domain', CLAIM_TEXTS.hosted);
      // Extras are billed beside the plan, so a plan change or a later switch keeps them apart.
      if (body.accelerator) await setAddOn(db, created.id, 'accelerator', EXTRAS.accelerator.monthly);
      if (body.dailyBackup) await setAddOn(db, created.id, 'dailyBackup', EXTRAS.dailyBackup.monthly);
      await db.updateTable('users').set({ is_first_access: 0 }).where('id', '=', user.id).execute();
      await jobs.enqueue(user.id, PROVISION_JOB, { hostingId: created.id }, provisioningDelayMs(context.timeScale));
      return { data: { domain: body.domain, isFirstHosting: !previous } };
    });
  },
  /** On a real node, every minute each home's limit is compared with its plan's disk and repaired (docs/hosting-node.md, "Disk quotas"). */
  async service(context, log) {
    const loop = context.nodeSites.node.kind === 'local' ? nodeDiskQuotasOf(context, log).start() : undefined;
    return { close: async () => loop?.stop() };
  },
});
