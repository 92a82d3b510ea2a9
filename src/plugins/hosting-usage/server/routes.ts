import type { FastifyInstance } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { billingNow } from '@server/billing/clock';
import { parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { z } from '@core/shared';
import { findPlan } from '../../hosting-create/contract';
import { STATISTICS_PERIODS, type HostingUsage } from '../contract';
import { DiskUsage } from './diskUsage';
import { statistics, usageAt } from './series';
import { MeasuredUsage, migrations } from './measuredUsage';
import { withContract } from '@server/http/contracts';

/** GET …/usage: `disk=1` measures the disk now instead of using the last measure. */
const usageQuery = z.object({ disk: z.string().optional().describe('"1": mede o disco agora.') });

const ACCESS = { access: { rule: 'hasWebsite', scope: 'hosting' } } as const;
const GIB = 1024 ** 3;
const statisticsQuery = z.object({ period: z.enum(STATISTICS_PERIODS).default('1') });

const percent = (bytes: number, quota: number) => (quota > 0 ? Math.min(100, Math.round((bytes / quota) * 1000) / 10) : 0);

/** Each API context's readings of its node, sampled by the service's loop. */
const measuredOf = new WeakMap<ServerContext, MeasuredUsage>();

export default defineServerPlugin({
  migrations,
  routes(app: FastifyInstance, context: ServerContext) {
    const disk = new DiskUsage(context.hostingData, context.state);
    // A real node measures each hosting's processes; the sandbox node runs none, so its hostings show the generated series.
    const measured = context.nodeSites.node.kind === 'local' ? new MeasuredUsage(context.db, context.nodeSites.node, app.log) : null;
    if (measured) measuredOf.set(context, measured);
    const hostingRef = (request: Parameters<typeof hostingOf>[0]) => {
      const { row } = hostingOf(request);
      return { id: row.id, domain: row.domain, status: row.status };
    };
    const usernameOf = async (id: number) => (await context.db.selectFrom('hostings').select(['username', 'plan_id']).where('id', '=', id).executeTakeFirstOrThrow());

    app.get('/hosting/:domain/usage', withContract({ config: ACCESS }, { query: usageQuery }), async (request): Promise<{ data: HostingUsage }> => {
      const hosting = hostingRef(request);
      const { username, plan_id } = await usernameOf(hosting.id);
      const fresh = (request.query as { disk?: string }).disk === '1';
      const sizes = await disk.of({ ...hosting, username }, fresh);
      const quota = (findPlan(plan_id)?.plan.disk ?? 0) * GIB;
      const running = hosting.status === 'Active';
      const now = measured ? Math.floor(Date.now() / 1000) : Math.floor((await billingNow(context.db)).getTime() / 1000);
      const { cpu, ram } = !running ? { cpu: 0, ram: 0 } : measured ? await measured.latest(hosting.id, now) : usageAt(hosting.id, now);
      const total = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
      return { data: { cpu, ram, disk: percent(total, quota), databases: percent(sizes.databases ?? 0, quota), emails: percent(sizes.emails ?? 0, quota), timestamp: now } };
    });

    app.get('/hosting/:domain/statistics', withContract({ config: ACCESS }, { query: statisticsQuery }), async (request) => {
      const hosting = hostingRef(request);
      const { period } = parse(statisticsQuery, request.query);
      if (measured) return { data: await measured.statistics(hosting.id, period, Math.floor(Date.now() / 1000)) };
      const now = Math.floor((await billingNow(context.db)).getTime() / 1000);
      return { data: statistics(hosting.id, period, now, hosting.status === 'Active') };
    });
  },
  async service(context) {
    const loop = measuredOf.get(context)?.start();
    return { close: async () => loop?.stop() };
  },
});
