import { cp, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { HostingFiles } from '../hostingFiles/fileRoot';
import type { HostingDataHolder } from './holders';

/** The hosting's file root as backup data: copied whole, symbolic links kept as links. */
export function fileRootHolder(files: HostingFiles): HostingDataHolder {
  return {
    id: 'files',
    async save(hosting, folder) {
      await cp(await files.root(hosting.id), folder, { recursive: true, verbatimSymlinks: true });
    },
    async restore(hosting, folder) {
      const root = files.rootPath(hosting.id);
      await rm(root, { recursive: true, force: true });
      await mkdir(root, { recursive: true });
      await cp(folder, root, { recursive: true, verbatimSymlinks: true });
      await files.root(hosting.id);
    },
    async remove(hosting) {
      await files.removeRoot(hosting.id);
    },
    async size(hosting) {
      return treeSize(await files.root(hosting.id));
    },
  };
}

/** Bytes of every file under a folder, links counted as themselves and never followed. */
async function treeSize(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await treeSize(full);
    else total += (await lstat(full)).size;
  }
  return total;
}
