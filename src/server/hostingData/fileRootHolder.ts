import { lstat, mkdir, mkdtemp, realpath, rename } from 'node:fs/promises';
import path from 'node:path';
import { treeBytes } from '../hostingFiles/diskQuota';
import type { HostingFiles } from '../hostingFiles/fileRoot';
import { PartNotFound, type HostingDataHolder, type HostingRef } from './holders';
import { copyEntry, copyTree, removeTemporary, treePaths } from './tree';

/** Paths a restore point's file list offers at most. */
const MAX_LISTED_PATHS = 5_000;

const existing = (file: string) => lstat(file).then(() => true, () => false);

/** Bytes of an entry as the disk accounting counts them: a folder's files, or the file or link itself; 0 when absent. */
async function entryBytes(entry: string): Promise<number> {
  const stats = await lstat(entry).catch(() => null);
  if (!stats) return 0;
  return stats.isDirectory() ? treeBytes(entry) : stats.size;
}

/** The plan's disk must hold what comes back in place of what is there now (507 with its text otherwise, nothing written). */
async function assertRoomFor(files: HostingFiles, hosting: HostingRef, saved: string, replaced: string): Promise<void> {
  await files.quota.assertRoomFor(hosting.id, (await entryBytes(saved)) - (await entryBytes(replaced)));
}

/**
 * Puts `build`'s result in place of `target` (a file, folder or link, present or not) in one
 * rename: built beside it under a hidden temporary name, the old entry moved aside and removed
 * after. A failure leaves `target` as it was and no temporary entry behind.
 */
async function replaceEntry(target: string, build: (incoming: string) => Promise<void>): Promise<void> {
  const folder = path.dirname(target);
  await mkdir(folder, { recursive: true });
  const work = await mkdtemp(path.join(folder, `.${path.basename(target)}.restaurando-`));
  const incoming = path.join(work, 'novo');
  const outgoing = path.join(work, 'antigo');
  try {
    await build(incoming);
    const hadTarget = await existing(target);
    if (hadTarget) await rename(target, outgoing);
    try {
      await rename(incoming, target);
    } catch (error) {
      if (hadTarget) await rename(outgoing, target);
      throw error;
    }
  } finally {
    await removeTemporary(work);
  }
}

/** The hosting's file root as backup data: copied whole, symbolic links kept as links and never followed. */
export function fileRootHolder(files: HostingFiles): HostingDataHolder {
  return {
    id: 'files',
    async save(hosting, folder) {
      await copyTree(await files.root(hosting.id), folder);
    },
    async restore(hosting, folder) {
      const root = files.rootPath(hosting.id);
      await assertRoomFor(files, hosting, folder, root);
      await replaceEntry(root, async (incoming) => {
        await copyTree(folder, incoming);
      });
      files.quota.forget(hosting.id);
      await files.root(hosting.id);
      // The restored root is a new folder of the panel's: the node gives it back its layout and its user.
      await files.handedOver(hosting.id, await realpath(root));
    },
    async parts(_hosting, folder) {
      return treePaths(folder, MAX_LISTED_PATHS);
    },
    async restorePart(hosting: HostingRef, folder, part) {
      const segments = part.replaceAll('\\', '/').split('/').filter((segment) => segment !== '' && segment !== '.');
      if (segments.length === 0) return this.restore(hosting, folder);
      if (segments.includes('..')) throw new PartNotFound();
      const saved = path.join(await realpath(folder), ...segments);
      // The saved entry is reached through real folders of the point, never through one of its links.
      const savedParent = await realpath(path.dirname(saved)).catch(() => null);
      if (savedParent !== path.dirname(saved) || !(await existing(saved))) throw new PartNotFound();
      // Its folder in the hosting: inside the root, no link leading out on the way (422 otherwise).
      const parent = await files.resolve(hosting.id, '/' + segments.slice(0, -1).join('/'));
      const target = path.join(parent, segments[segments.length - 1]);
      await assertRoomFor(files, hosting, saved, target);
      await replaceEntry(target, (incoming) => copyEntry(saved, incoming));
      files.quota.forget(hosting.id);
      await files.handedOver(hosting.id, target);
    },
    async remove(hosting) {
      await files.removeRoot(hosting.id);
    },
    async size(hosting) {
      return files.rootBytes(hosting.id);
    },
  };
}
