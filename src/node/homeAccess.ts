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
  const access = [`u:${user}:rwx`, `g:${webGroup}:r-x`, 'm::rwx'];
  const defaults = ['d:u::rwx', `d:u:${user}:rwx`, 'd:g::r-x', `d:g:${webGroup}:r-x`, 'd:m::rwx', 'd:o::---'];
  return [...access, ...defaults].join(',');
}

/**
 * setfacl on a folder already opened without following a link, reached through /proc/self/fd:
 * a customer who swaps the folder for a link between the walk and the call changes nothing
 * outside the home. An argument array, never a shell.
 */
async function setAclOnOpenFolder(folder: string, entries: string): Promise<void> {
  const handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(SETFACL, ['-m', entries, '/proc/self/fd/3'], { stdio: ['ignore', 'ignore', 'pipe', handle.fd], env: { PATH: '/usr/bin:/bin' } });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`setfacl failed: ${stderr.trim() || `exit ${code}`}`))));
    });
  } finally {
    await handle.close();
  }
}

/**
 * Gives the home and every folder below it (links never followed; tmp/ and logs/ left as they
 * are) the hosting's ACL, so that files the panel writes later are the hosting's to change.
 */
export async function grantHomeAccess(home: string, user: string, webGroup: string): Promise<void> {
  const entries = homeAclEntries(user, webGroup);
  const walk = async (folder: string, top: boolean): Promise<void> => {
    await setAclOnOpenFolder(folder, entries);
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && !(top && PRIVATE_FOLDERS.has(entry.name))) await walk(path.join(folder, entry.name), false);
    }
  };
  await walk(home, true);
}
