import { lstat, rename, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { runProgram } from './system';

/** statfs's f_type of btrfs. */
const BTRFS_MAGIC = 0x9123683e;
/** A btrfs subvolume's root folder always has this inode number. */
const SUBVOLUME_ROOT_INODE = 256;
const MIB = 1024 * 1024;

export interface HostingDiskReading {
  hostingId: number;
  /** Bytes the hosting's home takes on the file system (its subvolume's referenced bytes). */
  usedBytes: number;
  /** The limit the file system enforces on it; null: none. */
  limitBytes: number | null;
}

interface QgroupRow {
  referenced: number;
  maxReferenced: number | null;
  /** The subvolume's path from the file system's top ('<toplevel>', '<stale>' for the others). */
  path: string;
}

/** A line of `btrfs qgroup show -re --raw`: qgroup id, referenced, exclusive, their limits, path. */
const QGROUP_LINE = /^0\/[0-9]+\s+([0-9]+)\s+[0-9]+\s+([0-9]+|none)\s+(?:[0-9]+|none)\s+(.*)$/;

/**
 * The hostings' disk as the file system enforces it: the homes' folder is a btrfs file system with
 * quotas (qgroups) on, each home a subvolume whose referenced bytes are limited to the plan's
 * disk. Every write into the home counts, whoever makes it (the hosting's PHP, cron jobs and SFTP,
 * the panel's own writes too) and one past the limit fails with EDQUOT ("Disk quota exceeded").
 * Why not user quotas (setquota): this kernel, like many cloud kernels, is built without the quota
 * file formats (CONFIG_QFMT_V2), so ext4 and XFS user quotas cannot be switched on; and a user
 * quota would not count what the panel writes as itself. Homes elsewhere (another file system,
 * quotas off): nothing is enforced here and the panel's own accounting is the only limit.
 */
export class HomeQuotas {
  constructor(
    private readonly hostingsRoot: string,
    private readonly btrfs = '/usr/bin/btrfs',
  ) {}

  /** True when the homes' folder is on btrfs with quotas on. */
  async enforced(): Promise<boolean> {
    const fileSystem = await statfs(this.hostingsRoot).catch(() => null);
    if (fileSystem?.type !== BTRFS_MAGIC) return false;
    return this.qgroups().then(() => true, () => false);
  }

  /** A new home: a subvolume of its own when quotas are enforced, so its limit can be set; else a plain folder is left to the caller. */
  async createHome(home: string): Promise<void> {
    if ((await lstat(home).catch(() => null)) !== null || !(await this.enforced())) return;
    // The qgroups of homes the panel removed since are dropped first.
    await runProgram(this.btrfs, ['qgroup', 'clear-stale', this.hostingsRoot]).catch(() => undefined);
    await runProgram(this.btrfs, ['subvolume', 'create', '--', home]);
  }

  /**
   * Limits the hosting's home to `megabytes`. A home that is a plain folder (made before quotas,
   * or put in place by a whole restore) becomes a subvolume first: its content is copied into a
   * new subvolume (reflinks: no data is written twice), which then takes the folder's place.
   */
  async setLimit(home: string, megabytes: number): Promise<{ enforced: boolean; changed: boolean }> {
    if (!(await this.enforced())) return { enforced: false, changed: false };
    const converted = await this.asSubvolume(home);
    const bytes = megabytes * MIB;
    const current = (await this.readings([home]))[0];
    if (!converted && current?.limitBytes === bytes) return { enforced: true, changed: false };
    await runProgram(this.btrfs, ['qgroup', 'limit', String(bytes), home]);
    return { enforced: true, changed: true };
  }

  /** Each listed hosting's used bytes and limit, counted by the file system after a sync (so a write of a moment ago counts). */
  async usage(hostingIds: number[]): Promise<{ enforced: boolean; hostings: HostingDiskReading[] }> {
    if (!(await this.enforced())) return { enforced: false, hostings: [] };
    const homes = hostingIds.map((hostingId) => path.join(this.hostingsRoot, String(hostingId)));
    const readings = await this.readings(homes, true);
    return {
      enforced: true,
      hostings: hostingIds.flatMap((hostingId, index) => {
        const reading = readings[index];
        return reading ? [{ hostingId, ...reading }] : [];
      }),
    };
  }

  /** btrfs-progs 6.2's JSON output aborts on a qgroup with a limit, so its text is read. */
  private async qgroups(sync = false): Promise<QgroupRow[]> {
    const text = await runProgram(this.btrfs, ['qgroup', 'show', '-re', '--raw', ...(sync ? ['--sync'] : []), this.hostingsRoot]);
    return text.split('\n').flatMap((line) => {
      const match = QGROUP_LINE.exec(line.trim());
      return match ? [{ referenced: Number(match[1]), maxReferenced: match[2] === 'none' ? null : Number(match[2]), path: match[3]! }] : [];
    });
  }

  /** Each home's reading, found by its subvolume's path from the file system's top (null: not a subvolume, or no qgroup). */
  private async readings(homes: string[], sync = false): Promise<({ usedBytes: number; limitBytes: number | null } | null)[]> {
    const rows = await this.qgroups(sync);
    const byPath = new Map(rows.map((row) => [row.path.replace(/^\/+/, ''), row]));
    const top = await this.pathFromTop();
    return homes.map((home) => {
      const row = byPath.get(path.posix.join(top, path.basename(home)).replace(/^\/+/, ''));
      if (!row) return null;
      return { usedBytes: row.referenced, limitBytes: row.maxReferenced };
    });
  }

  /** The homes' folder as btrfs names subvolume paths: from the file system's top, through the mounted subvolume. */
  private async pathFromTop(): Promise<string> {
    const [target, fsRoot] = (await runProgram('/usr/bin/findmnt', ['-n', '-o', 'TARGET,FSROOT', '--target', this.hostingsRoot])).trim().split(/\s+/);
    return path.posix.join(fsRoot ?? '/', path.relative(target ?? '/', this.hostingsRoot));
  }

  /** Makes the home a subvolume if it is a plain folder; true when it did. */
  private async asSubvolume(home: string): Promise<boolean> {
    const found = await lstat(home);
    if (!found.isDirectory()) throw new Error(`${home} is not a folder`);
    if (found.ino === SUBVOLUME_ROOT_INODE) return false;
    const name = path.basename(home);
    const fresh = path.join(path.dirname(home), `.${name}.subvolume`);
    const old = path.join(path.dirname(home), `.${name}.plain`);
    await rm(fresh, { recursive: true, force: true });
    await runProgram(this.btrfs, ['subvolume', 'create', '--', fresh]);
    try {
      // Owner, mode, ACLs and times of the home and of everything in it; links copied as links.
      await runProgram('/usr/bin/cp', ['-a', '--reflink=auto', '--', `${home}/.`, `${fresh}/`]);
      await rename(home, old);
      await rename(fresh, home);
    } catch (error) {
      await rm(fresh, { recursive: true, force: true });
      throw error;
    }
    await rm(old, { recursive: true, force: true });
    // The copy's extents are counted at the transaction's commit: until then the new home would look empty to its limit.
    await runProgram(this.btrfs, ['filesystem', 'sync', home]);
    return true;
  }
}
