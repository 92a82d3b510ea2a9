import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileEntry, FileType } from '../contract';
import { joinPath, parentOf } from '../contract';
import { isEditableName } from './languages';

const modeOf = (mode: number) => (mode & 0o777).toString(8).padStart(3, '0');

function typeOf(name: string, stats: { isDirectory(): boolean; isSymbolicLink(): boolean }): FileType {
  if (stats.isSymbolicLink()) return 'link';
  if (stats.isDirectory()) return 'dir';
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.pdf')) return 'pdf';
  return 'file';
}

export async function entryOf(absolute: string, customerPath: string, id: number): Promise<FileEntry> {
  const stats = await lstat(absolute);
  const name = path.basename(absolute);
  const type = typeOf(name, stats);
  return {
    id,
    name,
    path: customerPath,
    type,
    size: type === 'dir' ? 0 : stats.size,
    date: Math.floor(stats.mtimeMs / 1000),
    editable: type === 'file' && isEditableName(name),
    permissions: modeOf(stats.mode),
  };
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** A folder's entries, folders first, then by name; the parent row ".." (id -1) unless at the root. */
export async function listFolder(absolute: string, customerPath: string): Promise<FileEntry[]> {
  const names = (await readdir(absolute)).sort(collator.compare);
  const entries: FileEntry[] = [];
  const BATCH = 256;
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const stats = await Promise.allSettled(batch.map((name, index) => entryOf(path.join(absolute, name), joinPath(customerPath, name), start + index + 1)));
    for (const result of stats) if (result.status === 'fulfilled') entries.push(result.value);
  }
  entries.sort((a, b) => Number(b.type === 'dir') - Number(a.type === 'dir') || collator.compare(a.name, b.name));
  if (customerPath !== '/') {
    const parent = parentOf(customerPath);
    entries.unshift({ id: -1, name: '..', path: parent, type: 'dir', size: 0, date: 0, editable: false, permissions: '755' });
  }
  return entries;
}
