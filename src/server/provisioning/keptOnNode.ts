import { createHash } from 'node:crypto';
import { SerialQueue } from './serialQueue';

/**
 * What a plugin last wrote to the node for each hosting, and the stamp of the sources it last read
 * it from, so a pass reads again only what changed and writes only what differs. Written values are
 * kept as digests: a password sent to the node is kept nowhere in the panel's memory.
 */
export class KeptOnNode<T> {
  /** The plugin's writes for every hosting, one after the other. */
  readonly queue = new SerialQueue();
  private readonly written = new Map<number, string>();
  private readonly seen = new Map<number, string>();

  constructor(private readonly writeToNode: (value: T) => Promise<unknown>) {}

  /** Whether the hosting's sources carry the stamp they had when last written. */
  unchanged(hostingId: number, stamp: string): boolean {
    return this.seen.get(hostingId) === stamp;
  }

  markSeen(hostingId: number, stamp: string): void {
    this.seen.set(hostingId, stamp);
  }

  /**
   * Writes the hosting's value unless it is the one last written. A node that has no account for
   * the hosting yet (404) is not an error: the account's creation sends it.
   */
  async write(hostingId: number, value: T): Promise<void> {
    const digest = createHash('sha256').update(JSON.stringify(value)).digest('base64');
    if (this.written.get(hostingId) === digest) return;
    try {
      await this.writeToNode(value);
      this.written.set(hostingId, digest);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  }

  /** Forgets the hostings that are gone. */
  keepOnly(hostingIds: Set<number>): void {
    for (const map of [this.seen, this.written]) for (const id of map.keys()) if (!hostingIds.has(id)) map.delete(id);
  }
}
