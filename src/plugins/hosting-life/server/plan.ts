import type { FastifyInstance } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { billingNow } from '@server/billing/clock';
import { HOURS_PER_MONTH } from '@server/billing/hourlyPrice';
import { pendingPriceChange, schedulePriceChange } from '@server/billing/scheduledChanges';
import { HttpError, fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { ENTERPRISE_PLAN_ID, PLAN_GROUPS, type Product, type Region } from '../../hosting-create/contract';
import { LIFE_TEXTS, planChangeSchema, type PlanOption, type PlanState } from '../contract';
import { withContract } from '@server/http/contracts';
import { nodeDiskQuotasOf } from '@server/provisioning/nodeDiskQuotas';

const PLAN_ACCESS = { rule: 'owner', hostingStatus: ['Active', 'Paused'] } as const;

/** The plans a hosting may move to: its product's, sold in its region, not those sold through a consultant. */
export function plansFor(product: string, region: string): PlanOption[] {
  const plans = PLAN_GROUPS[product as Product] ?? [];
  return plans.flatMap((plan) => {
    const monthly = plan.price[region as Region];
    if (monthly === undefined || plan.id === ENTERPRISE_PLAN_ID || plan.enterprise) return [];
    return [{ id: plan.id, name: plan.name, ram: plan.ram, cpu: plan.cpu, disk: plan.disk, monthly, hourly: monthly / HOURS_PER_MONTH }];
  });
}

export function planRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const hostingRow = (id: number) => db.selectFrom('hostings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  app.get('/hosting/:domain/plan', { config: { access: PLAN_ACCESS } }, async (request): Promise<{ data: PlanState }> => {
    const h = await hostingRow(hostingOf(request).row.id);
    const pending = await pendingPriceChange(db, h.id);
    return {
      data: {
        planId: h.plan_id,
        plan: h.plan_name,
        region: h.region as PlanState['region'],
        monthlyPrice: h.monthly_price,
        plans: plansFor(h.product, h.region),
        pending: pending ? { monthlyPrice: pending.monthly_price, effectiveFrom: pending.effective_from } : null,
      },
    };
  });

  /** The plan changes now; its price is billed from the next hour (the current one keeps the old price). */
  app.post('/hosting/:domain/plan', withContract({ config: { access: PLAN_ACCESS, paid: true } }, { body: planChangeSchema }), async (request) => {
    const h = await hostingRow(hostingOf(request).row.id);
    const { id } = parse(planChangeSchema, request.body);
    if (id === h.plan_id) throw fieldError('id', LIFE_TEXTS.samePlan);
    const plans = plansFor(h.product, h.region);
    const next = plans.find((p) => p.id === id);
    if (!next) throw fieldError('id', LIFE_TEXTS.planUnavailable);
    if (h.status !== 'Active' && h.status !== 'Paused') throw new HttpError(409, LIFE_TEXTS.planStatus);
    // Extras sold with the hosting at creation are part of its monthly price: they stay.
    const current = plans.find((p) => p.id === h.plan_id);
    const extras = current ? Math.max(0, Math.round((h.monthly_price - current.monthly) * 100) / 100) : 0;
    const monthlyPrice = Math.round((next.monthly + extras) * 100) / 100;
    await db.updateTable('hostings').set({ plan_id: next.id, plan_name: next.name }).where('id', '=', h.id).execute();
    // The node's file system holds the home to the new plan's disk at once (a failure is repaired by the quotas' pass).
    await nodeDiskQuotasOf(context, app.log).changed(h.id);
    const effectiveFrom = await schedulePriceChange(db, h.id, monthlyPrice, await billingNow(db));
    return { data: { planId: next.id, plan: next.name, monthlyPrice, effectiveFrom } };
  });
}
