import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostingFiles } from '../hostingFiles/fileRoot';
import { Backups } from './backups';
import { fileRootHolder } from './fileRootHolder';
import { HostingData, type HostingDataHolder } from './holders';

const hosting = { id: 3, domain: 'exemplo.com.br', username: 'exemplo' };
let dataDir: string;
let files: HostingFiles;
let backups: Backups;
let notes: Map<number, string>;

/** A second holder, as a plugin's would be: its data is one text per hosting. */
const notesHolder = (): HostingDataHolder => ({
  id: 'notes',
  save: async (h, folder) => writeFile(path.join(folder, 'notes.txt'), notes.get(h.id) ?? ''),
  restore: async (h, folder) => void notes.set(h.id, await readFile(path.join(folder, 'notes.txt'), 'utf8')),
  remove: async (h) => void notes.delete(h.id),
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'painel-backups-'));
  files = new HostingFiles(dataDir);
  notes = new Map();
  const data = new HostingData();
  data.add(fileRootHolder(files));
  data.add(notesHolder());
  backups = new Backups(dataDir, data);
});

describe('Backups', () => {
  it('takes a real tar.gz of every holder, lists it by day, and restores only the chosen holders', async () => {
    const index = await files.resolve(3, '/public_html/index.html');
    await writeFile(index, '<h1>antes</h1>');
    notes.set(3, 'primeira');
    const point = await backups.take(hosting, new Date('2026-11-20T10:00:00.000Z'));
    expect(execFileSync('tar', ['-tzf', point.file], { encoding: 'utf8' })).toContain('files/public_html/index.html');

    await rm(index);
    notes.set(3, 'segunda');
    expect((await backups.list(3)).map((p) => p.date)).toEqual(['2026-11-20']);
    await backups.restore(hosting, (await backups.onDate(3, '2026-11-20'))!, ['files']);
    expect(await readFile(index, 'utf8')).toBe('<h1>antes</h1>');
    expect(notes.get(3)).toBe('segunda');
  });

  it('restores into a hosting whose data was removed, and the file root is whole again', async () => {
    await mkdir(await files.resolve(3, '/public_html/img'), { recursive: true });
    await writeFile(await files.resolve(3, '/public_html/img/a.png'), 'png');
    const point = await backups.take(hosting);
    const data = new HostingData();
    data.add(fileRootHolder(files));
    await data.removeAll(hosting);
    await backups.restore(hosting, point, ['files', 'notes']);
    expect(await readFile(await files.resolve(3, '/public_html/img/a.png'), 'utf8')).toBe('png');
  });

  it('lists newest first and keeps restore points after the hosting is gone', async () => {
    await backups.take(hosting, new Date('2026-11-20T10:00:00.000Z'));
    await backups.take(hosting, new Date('2026-11-22T10:00:00.000Z'));
    await files.removeRoot(3);
    expect((await backups.list(3)).map((p) => p.takenAt)).toEqual(['2026-11-22T10:00:00.000Z', '2026-11-20T10:00:00.000Z']);
  });

  it('files a copy of a point under another day, restorable like the original', async () => {
    notes.set(3, 'guardada');
    const point = await backups.take(hosting, new Date('2026-11-18T10:00:00.000Z'));
    const copy = await backups.copy(point, new Date('2026-11-21T10:00:00.000Z'));
    expect(copy).toMatchObject({ date: '2026-11-21', size: point.size });
    expect((await backups.list(3)).map((p) => p.date)).toEqual(['2026-11-21', '2026-11-18']);
    notes.set(3, 'mudou');
    await backups.restore(hosting, (await backups.onDate(3, '2026-11-21'))!, ['notes']);
    expect(notes.get(3)).toBe('guardada');
  });
});
