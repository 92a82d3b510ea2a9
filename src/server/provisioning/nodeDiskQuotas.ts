import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { HostingFiles } from '../hostingFiles/fileRoot';
import type { HostingNode } from './hostingNode';
import { repeatEvery, SerialQueue } from './serialQueue';

/** How often every home's limit on the node is compared with its plan's disk (and repaired). */
export const DISK_QUOTA_SYNC_INTERVAL_MS = 60_000;
const MIB = 1024 * 1024;
/** A node reads at most this many homes in one call. */
const READ_BATCH = 10_000;
/** Statuses whose hostings have an account (a home) on the node. */
const ON_NODE = ['Active', 'Suspended', 'Paused'];

/**
 * Each hosting's disk on its node, as the node's file system enforces it: the home limited to the
 * plan's disk when the account is created and when the plan changes, and a pass (a loop of its
 * own, every minute on a real node) that reads every home's limit and sets again those that differ
 * (a home put back by a whole restore, a change the node missed). A node without quotas answers
 * `enforced: false`, and the panel's own accounting stays the only limit.
 */
export class NodeDiskQuotas {
  private readonly queue = new SerialQueue();

  constructor(
    private readonly db: Database,
    private readonly node: HostingNode,
    private readonly limitBytesOf: (hostingId: number) => Promise<number | null>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The hosting's account was just created or its plan changed: its limit is set now (a failure is logged and repaired by the pass). */
  changed(hostingId: number): Promise<void> {
    return this.queue.run(() => this.apply(hostingId));
  }

  /** One pass over every hosting with a home on the node. */
  syncAll(): Promise<void> {
    return this.queue.run(async () => {
      const ids = (await this.db.selectFrom('hostings').select('id').where('status', 'in', ON_NODE).execute()).map((row) => row.id);
      const limits = new Map<number, number | null>();
      for (let start = 0; start < ids.length; start += READ_BATCH) {
        const { enforced, hostings } = await this.node.perform('readDiskUsage', { hostingIds: ids.slice(start, start + READ_BATCH) });
        if (!enforced) return;
        for (const reading of hostings) limits.set(reading.hostingId, reading.limitBytes);
      }
      for (const hostingId of ids) {
        const megabytes = await this.wantedMegabytes(hostingId);
        if (megabytes !== null && limits.get(hostingId) !== megabytes * MIB) await this.apply(hostingId);
      }
    });
  }

  /** The loop of the process that serves the API (a real node only); stop() ends it. */
  start(intervalMs = DISK_QUOTA_SYNC_INTERVAL_MS): { stop: () => void } {
    return repeatEvery(intervalMs, () => this.syncAll(), (error) => this.log.warn({ err: error }, 'hosting node: the disk limits could not be compared'));
  }

  private async wantedMegabytes(hostingId: number): Promise<number | null> {
    const bytes = await this.limitBytesOf(hostingId);
    return bytes === null ? null : Math.max(1, Math.ceil(bytes / MIB));
  }

  private async apply(hostingId: number): Promise<void> {
    const megabytes = await this.wantedMegabytes(hostingId);
    if (megabytes === null) return;
    try {
      await this.node.perform('setDiskQuota', { hostingId, megabytes });
    } catch (error) {
      // No account yet: its creation sets the limit.
      if ((error as { statusCode?: number }).statusCode === 404) return;
      this.log.warn({ err: error, hostingId }, 'hosting node: the disk limit could not be set; retried at the next pass');
    }
  }
}

/**
 * On a real node a hosting's file root is measured by the node's file system (what its quota
 * counts, the figure it enforces) instead of by walking the tree; a home the node does not count
 * (no quotas, not yet a subvolume, the node unreachable) is walked as before.
 */
export function measureHomesOnNode(files: HostingFiles, node: HostingNode): void {
  files.measureRootWith(async (hostingId) => {
    const { enforced, hostings } = await node.perform('readDiskUsage', { hostingIds: [hostingId] }).catch(() => ({ enforced: false, hostings: [] }));
    return enforced ? (hostings.find((reading) => reading.hostingId === hostingId)?.usedBytes ?? null) : null;
  });
}

const quotasOf = new WeakMap<HostingNode, NodeDiskQuotas>();

/** The one NodeDiskQuotas of an app's node (the plan change and the account's creation reach the same queue). */
export function nodeDiskQuotasOf(context: { db: Database; files: HostingFiles; nodeSites: { node: HostingNode } }, log: FastifyBaseLogger): NodeDiskQuotas {
  const { node } = context.nodeSites;
  let quotas = quotasOf.get(node);
  if (!quotas) {
    quotas = new NodeDiskQuotas(context.db, node, (hostingId) => context.files.quota.limitBytes(hostingId), log);
    quotasOf.set(node, quotas);
  }
  return quotas;
}
