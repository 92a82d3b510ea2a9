import type { HostingData, HostingRef } from '@server/hostingData/holders';

/** Walking a file root is not free: a reading is reused for this long unless a fresh one is asked for (disk=1). */
const REUSE_MS = 60_000;

/** Bytes a hosting's data holders take, measured on demand and kept briefly. */
export class DiskUsage {
  private readonly readings = new Map<number, { at: number; sizes: Record<string, number> }>();

  constructor(private readonly data: HostingData) {}

  async of(hosting: HostingRef, fresh: boolean): Promise<Record<string, number>> {
    const kept = this.readings.get(hosting.id);
    if (!fresh && kept && Date.now() - kept.at < REUSE_MS) return kept.sizes;
    const sizes = await this.data.sizes(hosting);
    this.readings.set(hosting.id, { at: Date.now(), sizes });
    return sizes;
  }
}
