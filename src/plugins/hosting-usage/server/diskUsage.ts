import type { HostingData, HostingRef } from '@server/hostingData/holders';
import type { SharedState } from '@server/state/sharedState';

/** Walking a file root is not free: a reading is reused for this long unless a fresh one is asked for (disk=1). */
const REUSE_MS = 60_000;

/** Bytes a hosting's data holders take, measured on demand and kept briefly in the shared state (one reading for every API process). */
export class DiskUsage {
  constructor(
    private readonly data: HostingData,
    private readonly state: SharedState,
  ) {}

  async of(hosting: HostingRef, fresh: boolean): Promise<Record<string, number>> {
    const key = `disk-usage:${hosting.id}`;
    const kept = fresh ? null : await this.state.get<Record<string, number>>(key);
    if (kept) return kept;
    const sizes = await this.data.sizes(hosting);
    await this.state.put(key, sizes, REUSE_MS);
    return sizes;
  }
}
