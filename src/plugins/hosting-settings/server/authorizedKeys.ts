import { chmod, lstat, mkdir, stat, writeFile } from 'node:fs/promises';
import sshpk from 'sshpk';
import { HttpError } from '@server/http/errors';
import type { HostingFiles } from '@server/hostingFiles/fileRoot';
import { SSH_MESSAGES } from '../contract';
import { readTextOrEmpty } from './textFile';

/**
 * The hosting's `.ssh/authorized_keys`, as sshd reads it, is where the keys live: one
 * "type data title" line per key, the folder 0700 and the file 0600. A backup of the files
 * carries them, and lines the panel cannot read (options, other formats) are kept as they are.
 */
export interface AuthorizedKey {
  title: string;
  /** "type data", without the title. */
  key: string;
  fingerprint: string;
  line: number;
}

export function parseAuthorizedKeys(text: string): { lines: string[]; keys: AuthorizedKey[] } {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const keys: AuthorizedKey[] = [];
  lines.forEach((raw, line) => {
    const [type, data, ...comment] = raw.trim().split(/\s+/);
    if (!type || !data || type.startsWith('#')) return;
    try {
      const parsed = sshpk.parseKey(`${type} ${data}`, 'ssh');
      const fingerprint = parsed.fingerprint('sha256').toString();
      keys.push({ title: comment.join(' ') || fingerprint, key: `${type} ${data}`, fingerprint, line });
    } catch {
      // Not a key the panel manages; kept untouched.
    }
  });
  return { lines, keys };
}

export function authorizedKeysFile(files: HostingFiles) {
  const folderOf = async (hostingId: number) => {
    const folder = await files.resolve(hostingId, '.ssh');
    const existing = await lstat(folder).catch(() => null);
    if (existing && !existing.isDirectory()) throw new HttpError(409, SSH_MESSAGES.folderBlocked);
    return folder;
  };
  const fileOf = async (hostingId: number) => {
    await folderOf(hostingId);
    return files.resolve(hostingId, '.ssh/authorized_keys');
  };
  return {
    /** The lines and keys; none while a file named `.ssh` stands where the folder goes. */
    async read(hostingId: number) {
      const file = await fileOf(hostingId).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      });
      if (!file) return { lines: [], keys: [], modifiedAt: null };
      const info = await stat(file).catch(() => null);
      return { ...parseAuthorizedKeys(await readTextOrEmpty(file)), modifiedAt: info?.mtime.toISOString() ?? null };
    },
    /** Creates `.ssh/` (0700) and writes the lines (0600). */
    async write(hostingId: number, lines: string[]) {
      const folder = await folderOf(hostingId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await chmod(folder, 0o700);
      const file = await files.resolve(hostingId, '.ssh/authorized_keys');
      await writeFile(file, lines.length ? lines.join('\n') + '\n' : '', { mode: 0o600 });
      await chmod(file, 0o600);
    },
  };
}
