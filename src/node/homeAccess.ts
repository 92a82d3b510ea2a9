import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { lchown, lstat, open, readdir, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

const SETFACL = '/usr/bin/setfacl';
const FOLDER_FLAGS = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;

/** Who a hosting's home belongs to: its system user and group, and nginx's group. */
export interface HomeOwner {
  user: string;
  uid: number;
  gid: number;
  webGid: number;
}

/**
 * The folders of the home's layout: the home and its web root are entered by nginx's group; PHP's
 * temporary files and sessions (tmp/) and the old logs folder are the user's alone and get no ACL.
 * Every other entry is the user's, with its own mode.
 */
const LAYOUT: Record<string, { web: boolean; acl: boolean }> = {
  '': { web: true, acl: true },
  public_html: { web: true, acl: true },
  tmp: { web: false, acl: false },
  logs: { web: false, acl: false },
};

/**
 * The ACL entries of a folder in a hosting's home. The panel (another user: root here, its own
 * user in production) writes into the home; the default entries make everything it writes there
 * read-write for the hosting's user and readable by nginx's group, whatever the panel's umask,
 * and nothing for anyone else (another hosting's user never gets past the home anyway). The
 * folder's own entries add nginx's group only: its mode stays what it was, 0750 for the home.
 */
export function homeAclEntries(user: string, webGid: number): string {
  return [`g:${webGid}:r-x`, 'd:u::rwx', `d:u:${user}:rwx`, 'd:g::r-x', `d:g:${webGid}:r-x`, 'd:m::rwx', 'd:o::---'].join(',');
}

/** How many opened folders one setfacl run takes: each is one of its file descriptors, from 3 up. */
const ACL_BATCH = 100;

/** setfacl on folders already opened, passed as its fds 3, 4, … (/proc/self/fd/N): an argument array, never a shell. */
function setAclOnOpenFolders(fds: number[], entries: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const targets = fds.map((_, index) => `/proc/self/fd/${3 + index}`);
    const child = spawn(SETFACL, ['-m', entries, '--', ...targets], { stdio: ['ignore', 'ignore', 'pipe', ...fds], env: { PATH: '/usr/bin:/bin' } });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`setfacl failed: ${stderr.trim() || `exit ${code}`}`))));
  });
}

const gone = (error: unknown) => ['ELOOP', 'ENOTDIR', 'ENOENT'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * A file or a link becomes the user's (a link itself, never what it points to). A second hard link
 * to a file someone else owns is left alone: the panel writes none, and a customer's link to a file
 * of the system (where fs.protected_hardlinks is off) must not be handed to them.
 */
async function handOverEntry(entry: string, owner: HomeOwner): Promise<void> {
  const stats = await lstat(entry).catch((error: unknown) => {
    if (gone(error)) return null;
    throw error;
  });
  if (!stats || (stats.uid === owner.uid && stats.gid === owner.gid) || (!stats.isSymbolicLink() && stats.nlink > 1)) return;
  await lchown(entry, owner.uid, owner.gid).catch((error: unknown) => {
    if (!gone(error)) throw error;
  });
}

/** A path inside the home that is not a folder all the way down (a link or a file on the way). */
export class NotInHome extends Error {}

/**
 * Gives the hosting's user what is at `relative` in its home ('' for the whole home), with the
 * layout's groups and modes and each folder's ACL: what the panel wrote from elsewhere (a finished
 * upload, an extracted archive, a restore) is then the site's to change, as if its PHP had made it.
 * Nothing is followed: each folder is opened without following a link and its entries are reached
 * through the opened folder (/proc/self/fd/N/name), so a folder swapped for a link while the walk
 * runs changes nothing outside the home. Answers how many entries it went through.
 */
export async function handOver(home: string, relative: string, owner: HomeOwner): Promise<number> {
  const segments = relative === '' ? [] : relative.split('/');
  const entries = homeAclEntries(owner.user, owner.webGid);
  let count = 0;

  // Folders whose ACL is due, kept open until a setfacl run takes them (one run per hundred folders, not one each).
  const waiting: FileHandle[] = [];
  const flush = async () => {
    const batch = waiting.splice(0);
    try {
      if (batch.length > 0) await setAclOnOpenFolders(batch.map((handle) => handle.fd), entries);
    } finally {
      for (const handle of batch) await handle.close();
    }
  };

  const visitFolder = async (folder: string, layoutName: string | null): Promise<void> => {
    let handle;
    try {
      handle = await open(folder, FOLDER_FLAGS);
    } catch (error) {
      if (layoutName !== '' && gone(error)) return;
      throw error;
    }
    const layout = layoutName === null ? undefined : LAYOUT[layoutName];
    try {
      await handle.chown(owner.uid, layout?.web ? owner.webGid : owner.gid);
      if (layout) await handle.chmod(0o750);
      count += 1;
      const opened = `/proc/self/fd/${handle.fd}`;
      for (const entry of await readdir(opened, { withFileTypes: true })) {
        const inner = path.join(opened, entry.name);
        if (entry.isDirectory()) await visitFolder(inner, layoutName === '' && Object.hasOwn(LAYOUT, entry.name) ? entry.name : null);
        else {
          await handOverEntry(inner, owner);
          count += 1;
        }
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    if (layout?.acl === false) await handle.close();
    else {
      waiting.push(handle);
      if (waiting.length >= ACL_BATCH) await flush();
    }
  };

  try {
    const handed = await handOverAt(home, segments, relative, owner, visitFolder);
    await flush();
    return handed + count;
  } finally {
    for (const handle of waiting.splice(0)) await handle.close();
  }
}

/** Walks the folders on the way to `segments` (none of them a link) and visits what is there; answers what it handed itself. */
async function handOverAt(
  home: string,
  segments: string[],
  relative: string,
  owner: HomeOwner,
  visitFolder: (folder: string, layoutName: string | null) => Promise<void>,
): Promise<number> {
  if (segments.length === 0) {
    await visitFolder(home, '');
    return 0;
  }
  const parents: FileHandle[] = [];
  try {
    let current = home;
    for (const segment of segments.slice(0, -1)) {
      let handle;
      try {
        handle = await open(current, FOLDER_FLAGS);
      } catch (error) {
        if (gone(error)) throw new NotInHome(relative);
        throw error;
      }
      parents.push(handle);
      current = path.join(`/proc/self/fd/${handle.fd}`, segment);
    }
    const parent = await open(current, FOLDER_FLAGS).catch((error: unknown) => {
      throw gone(error) ? new NotInHome(relative) : error;
    });
    parents.push(parent);
    const last = segments.at(-1)!;
    const target = path.join(`/proc/self/fd/${parent.fd}`, last);
    const stats = await lstat(target).catch(() => null);
    if (!stats) return 0;
    if (stats.isDirectory()) {
      await visitFolder(target, segments.length === 1 && Object.hasOwn(LAYOUT, last) ? last : null);
      return 0;
    }
    await handOverEntry(target, owner);
    return 1;
  } finally {
    for (const handle of parents.reverse()) await handle.close();
  }
}
