import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readlink, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies a folder's contents into `dest` (created when missing): folders, regular files, and
 * symbolic links as links with their target unchanged. A link is never followed, so nothing
 * outside `src` is read and nothing outside `dest` is written; other kinds (sockets, FIFOs) are left out.
 */
export async function copyTree(src: string, dest: string): Promise<void> {
  await mkdir(dest, { recursive: true });
  for (const entry of await readdir(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dest, entry.name);
    if (entry.isSymbolicLink()) await symlink(await readlink(from), to);
    else if (entry.isDirectory()) await copyTree(from, to);
    else if (entry.isFile()) await copyFile(from, to);
  }
}

/** Copies one entry (a folder, a file or a link, as `copyTree` copies) to `dest`, which must not exist. */
export async function copyEntry(src: string, dest: string): Promise<void> {
  const stats = await lstat(src);
  if (stats.isSymbolicLink()) await symlink(await readlink(src), dest);
  else if (stats.isDirectory()) await copyTree(src, dest);
  else await copyFile(src, dest);
}

/** The SHA-256 of a file's contents, hex. */
export function fileDigest(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/**
 * One SHA-256 over a folder: every entry's kind and path in name order, with each file's
 * contents' digest and each link's target. Equal for two folders holding the same tree.
 */
export async function treeChecksum(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const relative = `${prefix}${entry.name}`;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) hash.update(`l ${relative} -> ${await readlink(full)}\n`);
      else if (entry.isDirectory()) {
        hash.update(`d ${relative}\n`);
        await walk(full, `${relative}/`);
      } else if (entry.isFile()) hash.update(`f ${relative} ${await fileDigest(full)}\n`);
    }
  };
  await walk(folder, '');
  return hash.digest('hex');
}

/** Every entry under a folder as a customer path (`/public_html/index.html`), folders first in name order. */
export async function treePaths(folder: string, limit: number): Promise<string[]> {
  const paths: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (paths.length >= limit) return;
      const relative = `${prefix}/${entry.name}`;
      paths.push(entry.isDirectory() ? `${relative}/` : relative);
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
    }
  };
  await walk(folder, '');
  return paths;
}

/**
 * Removes a temporary folder whatever it holds. Retried a few times: a folder still being
 * written by a stream that has not closed yet answers ENOTEMPTY to the first try.
 */
export async function removeTemporary(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}
