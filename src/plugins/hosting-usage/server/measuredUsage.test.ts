import { beforeAll, describe, expect, it } from 'vitest';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { withTestApp } from '../../../../tests/support/apiApp';
import { MeasuredUsage } from './measuredUsage';

const app = withTestApp();
const HOUR = 3600;

/** A node whose readings the test sets: CPU seconds only grow, memory is what it is now. */
function scriptedNode() {
  const readings = new Map<number, { cpuSeconds: number; memoryBytes: number }>();
  const node = {
    kind: 'local',
    perform: async () => ({ hostings: [...readings].map(([hostingId, reading]) => ({ hostingId, ...reading })) }),
  } as unknown as HostingNode;
  return { node, readings };
}

let hostingId: number;

beforeAll(async () => {
  // Nuvem Pro: 1 core, 1024 MB.
  hostingId = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).id;
});

describe('usage measured on the node', () => {
  it("turns two readings into the share of the plan's core and memory, and keeps each minute for the charts", async () => {
    const { node, readings } = scriptedNode();
    const usage = new MeasuredUsage(app.context.db, node, app.log);
    const start = 1_796_000_000 - (1_796_000_000 % HOUR);

    readings.set(hostingId, { cpuSeconds: 100, memoryBytes: 256 * 1024 * 1024 });
    await usage.sample(start);
    // The first reading only sets where CPU is counted from.
    expect(await usage.latest(hostingId, start)).toEqual({ cpu: 0, ram: 0 });

    readings.set(hostingId, { cpuSeconds: 130, memoryBytes: 512 * 1024 * 1024 });
    await usage.sample(start + 60);
    expect(await usage.latest(hostingId, start + 60)).toEqual({ cpu: 50, ram: 50 });

    readings.set(hostingId, { cpuSeconds: 190, memoryBytes: 2048 * 1024 * 1024 });
    await usage.sample(start + 120);
    expect(await usage.latest(hostingId, start + 120)).toEqual({ cpu: 100, ram: 100 });
    // A reading older than a few minutes is not shown as the current one.
    expect(await usage.latest(hostingId, start + 120 + 600)).toEqual({ cpu: 0, ram: 0 });

    const hour = await usage.statistics(hostingId, '1', start + 120);
    expect(Object.keys(hour)).toHaveLength(61);
    expect(hour[String(start + 60)]).toEqual({ cpu: 50, ram: 50 });
    expect(hour[String(start + 120)]).toEqual({ cpu: 100, ram: 100 });
    expect(hour[String(start)]).toEqual({ cpu: 0, ram: 0 });
    // Six hours in five-minute steps: the two readings averaged in the step that holds them.
    expect((await usage.statistics(hostingId, '6', start + 120))[String(start)]).toEqual({ cpu: 75, ram: 75 });

    // The agent restarted: its counters start again, and the reading after that only sets the start.
    readings.set(hostingId, { cpuSeconds: 5, memoryBytes: 0 });
    await usage.sample(start + 180);
    expect(await usage.latest(hostingId, start + 180)).toEqual({ cpu: 100, ram: 100 });

    // Thirty days later the first readings are gone.
    readings.set(hostingId, { cpuSeconds: 5, memoryBytes: 0 });
    await usage.sample(start + 30 * 24 * HOUR + 90);
    expect((await usage.statistics(hostingId, '1', start + 120))[String(start + 60)]).toEqual({ cpu: 0, ram: 0 });
  });
});
