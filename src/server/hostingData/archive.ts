import { readdir, realpath, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { isInside } from '../hostingFiles/fileRoot';

/** The archive could not be read back whole: corrupted, cut short, or not one of ours. */
export class UnreadableArchive extends Error {
  constructor() {
    super('unreadable archive');
  }
}

/** Writes a folder's contents as a gzipped tar, under a temporary name renamed when whole. Links are stored as links. */
export async function writeArchive(folder: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await tar.create({ gzip: true, file: partial, cwd: folder, portable: true }, await readdir(folder));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

interface SavedLink {
  at: string;
  target: string;
}

/**
 * Extracts an archive into an empty folder. Folders and files are written by node-tar, which
 * refuses paths that climb out; symbolic links are not left to it (it rewrites absolute targets,
 * and a link written early could lead a later entry elsewhere): they are made last, as links with
 * their target untouched, each inside `into`. Any warning (a bad header, a cut archive) fails the read.
 */
export async function readArchive(file: string, into: string): Promise<void> {
  const links: SavedLink[] = [];
  let damaged = false;
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: false,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        if (type === 'SymbolicLink' && 'linkpath' in entry && entry.linkpath) links.push({ at: entryPath, target: entry.linkpath });
        else if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') damaged = true;
        return type === 'File' || type === 'OldFile' || type === 'Directory';
      },
      onwarn: () => {
        damaged = true;
      },
    });
  } catch {
    throw new UnreadableArchive();
  }
  if (damaged) throw new UnreadableArchive();
  const root = await realpath(into);
  for (const link of links) {
    const relative = path.posix.normalize(link.at.replaceAll('\\', '/'));
    if (path.posix.isAbsolute(relative) || relative === '..' || relative.startsWith('../')) throw new UnreadableArchive();
    const at = path.join(root, ...relative.split('/'));
    // The folder the link goes in was extracted as a folder, with no link on its way: nothing leads out.
    const folder = await realpath(path.dirname(at)).catch(() => null);
    if (folder !== path.dirname(at) || !isInside(root, folder)) throw new UnreadableArchive();
    await symlink(link.target, at).catch(() => {
      throw new UnreadableArchive();
    });
  }
}
