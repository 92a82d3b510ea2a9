import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { repeatEvery } from '@server/provisioning/serialQueue';
import { findPlan } from '../../hosting-create/contract';
import { PERIOD_SHAPE, type HostingStatistics, type StatisticsPeriod, type UsagePoint } from '../contract';

type UsageSamplesTable = {
  hosting_id: number;
  /** Unix seconds of the reading. */
  at: number;
  /** Tenths of a percent of the plan's cores and memory: 0 to 1000, integers on either database. */
  cpu_tenths: number;
  ram_tenths: number;
};
type UsageTables = { usage_samples: UsageSamplesTable };

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_usage_samples_measured_each_minute': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('usage_samples')
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('at', 'integer', (c) => c.notNull())
        .addColumn('cpu_tenths', 'integer', (c) => c.notNull())
        .addColumn('ram_tenths', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('usage_samples_key', ['hosting_id', 'at'])
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** How often the node is read: the charts' finest step is a minute. */
export const SAMPLE_INTERVAL_MS = 60_000;
/** The longest chart's span: older samples are deleted. */
const KEPT_SECONDS = 30 * 24 * 3600;
/** A summary older than this shows no reading rather than a stale one. */
const FRESH_SECONDS = 150;

const tenths = (share: number) => Math.max(0, Math.min(1000, Math.round(share * 1000)));

/**
 * CPU and RAM of each hosting as its node measures them (its own processes), read each minute and
 * kept 30 days. CPU is the CPU time used between two readings over the plan's cores; RAM the
 * resident memory over the plan's memory. The summary shows the latest reading, the charts the
 * average of each step.
 */
export class MeasuredUsage {
  private readonly tables: Kysely<UsageTables>;
  private last = new Map<number, { at: number; cpuSeconds: number }>();

  constructor(
    private readonly db: Database,
    private readonly node: HostingNode,
    private readonly log: FastifyBaseLogger,
  ) {
    this.tables = db.withTables<UsageTables>() as unknown as Kysely<UsageTables>;
  }

  /** One reading of every hosting on the node; `at` in unix seconds. */
  async sample(at = Math.floor(Date.now() / 1000)): Promise<void> {
    const { hostings } = await this.node.perform('readUsage', {});
    const plans = new Map((await this.db.selectFrom('hostings').select(['id', 'plan_id']).execute()).map((row) => [row.id, findPlan(row.plan_id)?.plan]));
    const rows: UsageSamplesTable[] = [];
    const next = new Map<number, { at: number; cpuSeconds: number }>();
    for (const reading of hostings) {
      const plan = plans.get(reading.hostingId);
      if (!plan) continue;
      next.set(reading.hostingId, { at, cpuSeconds: reading.cpuSeconds });
      const previous = this.last.get(reading.hostingId);
      // The first reading (and one after the agent restarted, its counters anew) only sets the start.
      if (!previous || at <= previous.at || reading.cpuSeconds < previous.cpuSeconds) continue;
      const cpu = (reading.cpuSeconds - previous.cpuSeconds) / ((at - previous.at) * plan.cpu);
      const ram = reading.memoryBytes / (plan.ram * 1024 * 1024);
      rows.push({ hosting_id: reading.hostingId, at, cpu_tenths: tenths(cpu), ram_tenths: tenths(ram) });
    }
    this.last = next;
    if (rows.length > 0) await this.tables.insertInto('usage_samples').values(rows).onConflict((c) => c.doNothing()).execute();
    await this.tables.deleteFrom('usage_samples').where('at', '<', at - KEPT_SECONDS).execute();
  }

  /** The loop of the process that serves the API; stop() ends it. */
  start(intervalMs = SAMPLE_INTERVAL_MS): { stop: () => void } {
    return repeatEvery(intervalMs, () => this.sample(), (error) => this.log.warn({ err: error }, 'hosting usage: the node could not be read'));
  }

  /** The latest reading, or zeros when there is none from the last minutes. */
  async latest(hostingId: number, now: number): Promise<UsagePoint> {
    const row = await this.tables.selectFrom('usage_samples').select(['cpu_tenths', 'ram_tenths']).where('hosting_id', '=', hostingId).where('at', '>=', now - FRESH_SECONDS).orderBy('at', 'desc').limit(1).executeTakeFirst();
    return row ? { cpu: row.cpu_tenths / 10, ram: row.ram_tenths / 10 } : { cpu: 0, ram: 0 };
  }

  /** The period's steps ending at `now`, each the average of its readings (zero where there were none). */
  async statistics(hostingId: number, period: StatisticsPeriod, now: number): Promise<HostingStatistics> {
    const { span, step } = PERIOD_SHAPE[period];
    const end = Math.floor(now / step) * step;
    const rows = await this.tables.selectFrom('usage_samples').select(['at', 'cpu_tenths', 'ram_tenths']).where('hosting_id', '=', hostingId).where('at', '>', end - span - step).where('at', '<=', now).execute();
    const sums = new Map<number, { cpu: number; ram: number; count: number }>();
    for (const row of rows) {
      // A reading belongs to the step it ends: the one starting at or before it.
      const key = Math.floor(row.at / step) * step;
      const sum = sums.get(key) ?? { cpu: 0, ram: 0, count: 0 };
      sums.set(key, { cpu: sum.cpu + row.cpu_tenths, ram: sum.ram + row.ram_tenths, count: sum.count + 1 });
    }
    const points: HostingStatistics = {};
    for (let at = end - span; at <= end; at += step) {
      const sum = sums.get(at);
      points[String(at)] = sum ? { cpu: Math.round(sum.cpu / sum.count) / 10, ram: Math.round(sum.ram / sum.count) / 10 } : { cpu: 0, ram: 0 };
    }
    return points;
  }
}
