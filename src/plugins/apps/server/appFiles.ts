import { lstat, mkdir, readdir, readFile, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostingFiles } from '@server/hostingFiles/fileRoot';
import { WEB_ROOT } from '../contract';
import type { SourceFile } from './wordpress';

/** Whether a folder holds anything; a folder that does not exist is empty, a file in its place is not. */
export async function hasEntries(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'ENOTDIR') return true;
    throw error;
  }
}

/**
 * Writes one file of an app as a new file: whatever stands at its place is replaced only when it is a
 * plain file (an earlier run of the same step), never followed when it is a link. No mode is
 * forced: on a node, the home's default ACL decides who may read and change it.
 */
async function writeNewFile(target: string, content: string | Buffer, mode?: number): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await writeFile(target, content, { flag: 'wx', mode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !(await lstat(target)).isFile()) throw error;
    await unlink(target);
    await writeFile(target, content, { flag: 'wx', mode });
  }
}

/** Writes files below an app's folder; every path goes through the file root's guard, and all of them must fit the plan's disk first. */
export async function writeAppFiles(files: HostingFiles, hostingId: number, appDir: string, entries: [string, string][]): Promise<void> {
  await files.quota.assertRoomFor(hostingId, entries.reduce((sum, [, content]) => sum + Buffer.byteLength(content), 0));
  // Configuration holds the database's password: no "other" bits, the group's bits being what a node's ACL grants the site's user.
  for (const [relative, content] of entries) await writeNewFile(await files.resolve(hostingId, `${appDir}/${relative}`, 'dir'), content, 0o660);
}

/** Copies an app's code into its folder, as `writeAppFiles` writes. */
export async function copyAppFiles(files: HostingFiles, hostingId: number, appDir: string, entries: SourceFile[]): Promise<void> {
  await files.quota.assertRoomFor(hostingId, entries.reduce((sum, entry) => sum + entry.bytes, 0));
  for (const entry of entries) await writeNewFile(await files.resolve(hostingId, `${appDir}/${entry.relative}`, 'dir'), await readFile(entry.source));
}

/**
 * Empties an app's folder and removes it (the web root itself stays), sparing the folders of the
 * hosting's other apps that live below it (an app in public_html/blog under one in public_html).
 */
export async function removeAppFiles(files: HostingFiles, hostingId: number, appDir: string, otherAppDirs: string[]): Promise<void> {
  const target = await files.resolve(hostingId, appDir, 'dir');
  const spared = await Promise.all(otherAppDirs.map((dir) => files.resolve(hostingId, dir, 'dir')));
  const clear = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (spared.includes(entryPath)) continue;
      if (entry.isDirectory() && spared.some((dir) => dir.startsWith(entryPath + path.sep))) await clear(entryPath);
      else await rm(entryPath, { recursive: true, force: true });
    }
  };
  if (spared.includes(target)) return;
  await clear(target);
  if (appDir !== WEB_ROOT && !(await hasEntries(target))) await rmdir(target).catch(() => undefined);
  files.quota.forget(hostingId);
}
