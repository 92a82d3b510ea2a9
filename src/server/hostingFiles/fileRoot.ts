import { mkdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors';
import { DiskQuota, treeBytes } from './diskQuota';

export const PATH_OUTSIDE_ROOT = 'Caminho inválido: ele sai da pasta da hospedagem.';

/** The public web folder inside every hosting's file root, as customers know it from FTP. */
export const WEB_FOLDER = 'public_html';

/** A path that would leave a hosting's file root: refused with 422, nothing touched. */
export class PathOutsideRoot extends HttpError {
  constructor(field = 'path') {
    super(422, PATH_OUTSIDE_ROOT, { [field]: PATH_OUTSIDE_ROOT });
  }
}

/** The real path of `target`, or of its nearest existing ancestor with the rest appended. */
export async function realpathOfNearestExisting(target: string): Promise<string> {
  let current = target;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(await realpath(current), ...rest.reverse());
    } catch (error) {
      // ENOTDIR: a file stands where the path wants a folder; like a missing one, the path names nothing yet.
      if (!['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      const parent = path.dirname(current);
      if (parent === current) throw error;
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

export const isInside = (root: string, candidate: string) => candidate === root || candidate.startsWith(root + path.sep);

/**
 * Every hosting's files live in one folder on disk, `<dataDir>/hostings/<hosting id>/`, holding
 * `public_html/`. Everything that touches a hosting's files (file manager, FTP, deploy, backups,
 * apps, PHP, SSH, cron) goes through `resolve`, the one guard that keeps paths inside it.
 */
export class HostingFiles {
  /** The plan's disk, accounted by the panel: every write into a root asks it first. */
  readonly quota: DiskQuota;
  private handOverTo: ((hostingId: number, relative: string) => Promise<void>) | null = null;
  private measureRoot: ((hostingId: number) => Promise<number | null>) | null = null;

  constructor(private readonly dataDir: string) {
    this.quota = new DiskQuota((hostingId) => treeBytes(this.rootPath(hostingId)));
  }

  /** The root folder of a hosting, not yet created. */
  rootPath(hostingId: number): string {
    return path.resolve(this.dataDir, 'hostings', String(hostingId));
  }

  /** The root folder of a hosting, created with its `public_html/` on first use. */
  async root(hostingId: number): Promise<string> {
    const root = this.rootPath(hostingId);
    await mkdir(path.join(root, WEB_FOLDER), { recursive: true });
    return root;
  }

  /**
   * The absolute path of `relative` (a path the customer typed, `/` being the root) inside the
   * hosting's root. Refuses absolute escapes, `..` that climbs out, NUL bytes, and symbolic links
   * anywhere on the way that point outside the root.
   */
  async resolve(hostingId: number, relative: string, field = 'path'): Promise<string> {
    if (typeof relative !== 'string' || relative.includes('\0')) throw new PathOutsideRoot(field);
    const root = await realpath(await this.root(hostingId));
    const segments: string[] = [];
    for (const segment of relative.replaceAll('\\', '/').split('/')) {
      if (segment === '' || segment === '.') continue;
      if (segment !== '..') segments.push(segment);
      else if (segments.pop() === undefined) throw new PathOutsideRoot(field);
    }
    const target = path.join(root, ...segments);
    if (!isInside(root, target)) throw new PathOutsideRoot(field);
    if (!isInside(root, await realpathOfNearestExisting(target))) throw new PathOutsideRoot(field);
    return target;
  }

  /** The customer-facing form of an absolute path inside the root: `/public_html/index.php`. */
  async relative(hostingId: number, absolute: string): Promise<string> {
    const root = await realpath(await this.root(hostingId));
    return '/' + path.relative(root, absolute).split(path.sep).join('/');
  }

  /** Who takes what the panel placed in a root from elsewhere: the real node gives it to the hosting's user (HOSTING_NODE=local). */
  handOverWith(handOver: (hostingId: number, relative: string) => Promise<void>): void {
    this.handOverTo = handOver;
  }

  /**
   * After the panel placed an entry in a hosting's root from outside it (an upload moved in, an
   * extracted archive, a restore, an app's files): on a real node it becomes the hosting's user's,
   * as if its own site had written it. Nothing to do where no node serves the files.
   */
  async handedOver(hostingId: number, absolute: string): Promise<void> {
    if (!this.handOverTo) return;
    const relative = path.relative(await realpath(this.rootPath(hostingId)), absolute).split(path.sep).join('/');
    if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) throw new PathOutsideRoot();
    await this.handOverTo(hostingId, relative);
  }

  /** Where a root's bytes come from when something counts them better than a walk (a real node's file system; null: walk it). */
  measureRootWith(measure: (hostingId: number) => Promise<number | null>): void {
    this.measureRoot = measure;
  }

  /** Bytes a hosting's file root takes: as counted by the node's file system where it counts them, else its files' sizes. */
  async rootBytes(hostingId: number): Promise<number> {
    return (await this.measureRoot?.(hostingId)) ?? treeBytes(await this.root(hostingId));
  }

  /** Deletes a hosting's whole file root (hosting removal); a later `root()` starts empty. */
  async removeRoot(hostingId: number): Promise<void> {
    await rm(this.rootPath(hostingId), { recursive: true, force: true });
  }
}
