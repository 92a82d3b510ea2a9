import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

const SETFACL = '/usr/bin/setfacl';
/** The home's folders whose new entries the panel never writes: PHP's temporary files and sessions, the old logs folder. */
const PRIVATE_FOLDERS = new Set(['tmp', 'logs']);

/**
 * The ACL entries of a folder in a hosting's home. The panel (another user: root here, its own
 * user in production) writes into the home; the default entries make everything it writes
 * read-write for the hosting's user and readable by the web server's group, whatever the panel's
 * umask, and nothing for anyone else (another hosting's user never gets past the home anyway).
 */
export function homeAclEntries(user: string, webGroup: string): string {
  // The folders walked are the user's already (createAccount gives it the home first): their own bits stay as they are, 0750 for the home.
  const access = [`g:${webGroup}:r-x`];
  const defaults = ['d:u::rwx', `d:u:${user}:rwx`, 'd:g::r-x', `d:g:${webGroup}:r-x`, 'd:m::rwx', 'd:o::---'];
  return [...access, ...defaults].join(',');
}

/** setfacl on a folder already opened, reached through /proc/self/fd (fd 3 of setfacl): an argument array, never a shell. */
function setAclOnOpenFolder(fd: number, entries: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(SETFACL, ['-m', entries, '/proc/self/fd/3'], { stdio: ['ignore', 'ignore', 'pipe', fd], env: { PATH: '/usr/bin:/bin' } });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`setfacl failed: ${stderr.trim() || `exit ${code}`}`))));
  });
}

/**
 * Gives the home and every folder below it (tmp/ and logs/ left as they are) the hosting's ACL,
 * so that files the panel writes later are the hosting's to change. Each folder is opened without
 * following a link and its entries are reached through the opened folder (/proc/self/fd/N/name):
 * a customer who swaps a folder for a link while the walk runs changes nothing outside the home.
 */
export async function grantHomeAccess(home: string, user: string, webGroup: string): Promise<void> {
  const entries = homeAclEntries(user, webGroup);
  const walk = async (folder: string, top: boolean): Promise<void> => {
    let handle;
    try {
      handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
    } catch (error) {
      // Replaced by a link or a file, or gone, since it was listed: not a folder of the home any more.
      if (!top && ['ELOOP', 'ENOTDIR', 'ENOENT'].includes((error as NodeJS.ErrnoException).code ?? '')) return;
      throw error;
    }
    try {
      await setAclOnOpenFolder(handle.fd, entries);
      const opened = `/proc/self/fd/${handle.fd}`;
      for (const entry of await readdir(opened, { withFileTypes: true })) {
        if (entry.isDirectory() && !(top && PRIVATE_FOLDERS.has(entry.name))) await walk(path.join(opened, entry.name), false);
      }
    } finally {
      await handle.close();
    }
  };
  await walk(home, true);
}
