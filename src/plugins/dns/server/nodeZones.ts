import type { FastifyBaseLogger } from 'fastify';
import { HOSTNAME } from '../../../node/contract';
import type { Database } from '@server/db/database';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { SerialQueue } from '@server/provisioning/serialQueue';
import { RECOMMENDED_NAMESERVERS } from '../contract';
import { fieldsOf, ZoneStore, type DnsTables } from './zoneStore';

/** A hosting's zone answers while the hosting exists on its node: a suspended or paused site still needs its names. */
const SERVED_STATUSES = ['Active', 'Suspended', 'Paused'];

/** How often every zone's serial is compared with the served one: a route's change is pushed at once, this repairs the rest. */
export const ZONE_SYNC_INTERVAL_MS = 5_000;

/**
 * Keeps each hosting's DNS zone on its node's DNS server as the panel stores it. A route that
 * changes a zone pushes it at once (`changed`); each pass of its loop (`syncAll`) compares every zone's serial with the
 * served one and writes what differs (a restore, a failed push), creates the default zone of a
 * hosting that has none yet, and removes the zones of hostings that are gone. One zone's failure
 * is logged and retried at the next pass, never blocking the others.
 */
export class NodeZones {
  private readonly queue = new SerialQueue();

  constructor(
    private readonly db: Database,
    private readonly node: HostingNode,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A route changed this hosting's zone: written now, after what is under way. */
  changed(hostingId: number): Promise<void> {
    return this.queue.run(async () => {
      const hosting = (await this.servedHostings(hostingId))[0];
      if (hosting) await this.write(hosting);
      else await this.node.perform('removeZone', { hostingId });
    });
  }

  /** One pass over every hosting's zone and every zone the node serves. */
  syncAll(): Promise<void> {
    return this.queue.run(async () => {
      const served = new Map((await this.node.perform('listZones', {})).zones.map((zone) => [zone.hostingId, zone]));
      const hostings = await this.servedHostings();
      for (const hosting of hostings) {
        const zone = served.get(hosting.id);
        if (zone && zone.zone === hosting.domain && zone.serial === hosting.serial) continue;
        await this.write(hosting).catch((error: unknown) => this.log.warn({ err: error, hostingId: hosting.id }, 'DNS zone: not written to the node'));
      }
      const kept = new Set(hostings.map((hosting) => hosting.id));
      for (const hostingId of served.keys()) {
        if (kept.has(hostingId)) continue;
        await this.node.perform('removeZone', { hostingId }).catch((error: unknown) => this.log.warn({ err: error, hostingId }, 'DNS zone: not removed from the node'));
      }
    });
  }

  /** Hostings whose zone the node should serve, with their zone's serial (null: no zone yet). */
  private async servedHostings(hostingId?: number) {
    let query = this.db
      .withTables<DnsTables>()
      .selectFrom('hostings')
      .leftJoin('dns_zones', 'dns_zones.hosting_id', 'hostings.id')
      .select(['hostings.id as id', 'hostings.domain as domain', 'dns_zones.serial as serial'])
      .where('hostings.status', 'in', SERVED_STATUSES);
    if (hostingId !== undefined) query = query.where('hostings.id', '=', hostingId);
    const rows = await query.execute();
    // A domain the node would refuse (data older than today's checks) is left out rather than retried forever.
    return rows.filter((row) => HOSTNAME.test(row.domain));
  }

  private async write(hosting: { id: number; domain: string }): Promise<void> {
    const store = new ZoneStore(this.db, hosting);
    const serial = await store.ensure();
    const records = (await store.list()).map(fieldsOf);
    await this.node.perform('writeZone', { hostingId: hosting.id, zone: hosting.domain, serial, nameservers: [...RECOMMENDED_NAMESERVERS], records });
  }
}
