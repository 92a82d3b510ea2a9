/** What a hosting holder needs to know about the hosting whose data it saves, restores or removes. */
export interface HostingRef {
  id: number;
  domain: string;
  /** The hosting's system user (FTP main access, database prefix). */
  username: string;
}

/**
 * One kind of data a hosting owns: its files, its databases, its mailboxes, its DNS zone.
 * Backups save every holder into a folder of the archive named by `id`; removal calls `remove`
 * on each; a restore gives each its folder back. Plugins add theirs with `HostingData.add`.
 */
export interface HostingDataHolder {
  /** Folder name in a backup archive, and the restore option that selects it. */
  id: string;
  save(hosting: HostingRef, folder: string): Promise<void>;
  restore(hosting: HostingRef, folder: string): Promise<void>;
  remove(hosting: HostingRef): Promise<void>;
  /** Checks a saved folder beyond its checksum (a database dump is whole): why it is not good, in Portuguese, or null. */
  verify?(folder: string): Promise<string | null>;
  /** What a restore can bring back alone from a saved folder (a database's name, a mailbox's address, a file's path). */
  parts?(hosting: HostingRef, folder: string): Promise<string[]>;
  /** Gives one part back from a saved folder and leaves the rest as it is; throws PartNotFound when the folder lacks it. */
  restorePart?(hosting: HostingRef, folder: string, part: string): Promise<void>;
  /** Bytes this data takes on the hosting's disk, for the usage figures; absent when it takes none. */
  size?(hosting: HostingRef): Promise<number>;
}

/** A single part asked of a restore point that does not hold it. */
export class PartNotFound extends Error {
  constructor() {
    super('part not in the restore point');
  }
}

/** The holders the enabled plugins registered, in registration order. */
export class HostingData {
  private readonly list: HostingDataHolder[] = [];

  add(holder: HostingDataHolder): void {
    if (this.list.some((h) => h.id === holder.id)) throw new Error(`hosting data holder ${holder.id} registered twice`);
    this.list.push(holder);
  }

  get holders(): readonly HostingDataHolder[] {
    return this.list;
  }

  /** Bytes each holder's data takes, by holder id. */
  async sizes(hosting: HostingRef): Promise<Record<string, number>> {
    const sizes: Record<string, number> = {};
    for (const holder of this.list) if (holder.size) sizes[holder.id] = await holder.size(hosting);
    return sizes;
  }

  /** Runs every holder's removal; one holder's failure does not leave the others' data behind. */
  async removeAll(hosting: HostingRef): Promise<void> {
    const failures: unknown[] = [];
    for (const holder of this.list) {
      try {
        await holder.remove(hosting);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw new AggregateError(failures, `removing ${hosting.domain}: ${failures.length} of its data holders failed`);
  }
}
