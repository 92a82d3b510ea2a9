import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, realpath, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { isInside } from '../hostingFiles/fileRoot';

/** The archive could not be read back whole: corrupted, cut short, or not one of ours. */
export class UnreadableArchive extends Error {
  constructor() {
    super('unreadable archive');
  }
}

/** Passes the chunks on unchanged, adding each to `hash`: a file's digest taken while it is written or read anyway. */
const hashing = (hash: Hash) =>
  async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      yield chunk;
    }
  };

/**
 * Writes a folder's contents as a gzipped tar, under a temporary name renamed when whole; answers
 * the SHA-256 of the bytes written, taken as they are written. Links are stored as links.
 */
export async function writeArchive(folder: string, file: string): Promise<string> {
  const partial = `${file}.partial`;
  const hash = createHash('sha256');
  try {
    await pipeline(tar.create({ gzip: true, cwd: folder, portable: true }, await readdir(folder)), hashing(hash), createWriteStream(partial));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return hash.digest('hex');
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
