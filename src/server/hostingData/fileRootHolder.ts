import { cp, mkdir, rm } from 'node:fs/promises';
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
  };
}
