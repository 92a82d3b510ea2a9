import { execFileSync } from 'node:child_process';
import { lstat, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { diskQuotaMessage } from '../hostingFiles/diskQuota';
import { HostingFiles } from '../hostingFiles/fileRoot';
import { BACKUP_TEXTS, Backups, RestoreFailed } from './backups';
import { fileRootHolder } from './fileRootHolder';
import { HostingData, type HostingDataHolder } from './holders';

const hosting = { id: 3, domain: 'exemplo.com.br', username: 'exemplo' };
let dataDir: string;
let files: HostingFiles;
let backups: Backups;
let notes: Map<number, string>;

// Restores work in the system's temporary folder: this file's own one, so other test runs' folders are not counted.
const systemTmp = os.tmpdir();
beforeAll(async () => {
  process.env.TMPDIR = await mkdtemp(path.join(systemTmp, 'painel-test-tmp-'));
});
afterAll(async () => {
  await rm(os.tmpdir(), { recursive: true, force: true });
  process.env.TMPDIR = systemTmp;
});

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

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Every entry under a folder: kind, and a file's contents or a link's target, by path. */
async function treeOf(folder: string, prefix = ''): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const at = `${prefix}/${entry.name}`;
    if (entry.isSymbolicLink()) tree[at] = `link -> ${await readlink(full)}`;
    else if (entry.isDirectory()) Object.assign(tree, { [at]: 'folder' }, await treeOf(full, at));
    else tree[at] = `file ${await readFile(full, 'utf8')}`;
  }
  return tree;
}

const restoreFolders = async () => (await readdir(os.tmpdir())).filter((name) => name.startsWith('painel-restore-') || name.startsWith('painel-backup-'));

/** A hosting with links of every kind: to a file and to a folder inside, dangling, absolute, and one that leads out of the root. */
async function hostingWithLinks() {
  const root = await files.root(3);
  await mkdir(path.join(root, 'public_html/img'), { recursive: true });
  await writeFile(path.join(root, 'public_html/index.html'), '<h1>antes</h1>');
  await writeFile(path.join(root, 'public_html/img/a.png'), 'png');
  await symlink('index.html', path.join(root, 'public_html/inicio.html'));
  await symlink('public_html', path.join(root, 'www'));
  await symlink('nada-aqui', path.join(root, 'public_html/quebrado'));
  await symlink(path.join(root, 'public_html/img'), path.join(root, 'imagens'));
  await symlink('/etc', path.join(root, 'public_html/etc'));
  await symlink('../../..', path.join(root, 'public_html/acima'));
  return root;
}

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

  it('brings back a file root holding symbolic links, links kept as links with their targets, and leaves no temporary folder', async () => {
    const root = await hostingWithLinks();
    const before = await treeOf(root);
    const point = await backups.take(hosting);
    expect(point.verification).toMatchObject({ verified: true, reason: null });

    await rm(path.join(root, 'www'));
    await rm(path.join(root, 'public_html/img'), { recursive: true });
    await writeFile(path.join(root, 'public_html/index.html'), 'depois');
    await symlink('/tmp', path.join(root, 'public_html/novo-link'));
    await backups.restore(hosting, point, ['files', 'notes']);

    expect(await treeOf(root)).toEqual(before);
    expect((await lstat(path.join(root, 'public_html/etc'))).isSymbolicLink()).toBe(true);
    expect(await restoreFolders()).toEqual([]);
  });

  it('changes nothing when one holder fails, says so without a server path, and leaves no temporary folder', async () => {
    const root = await hostingWithLinks();
    notes.set(3, 'antes');
    const point = await backups.take(hosting);
    await writeFile(path.join(root, 'public_html/index.html'), 'depois');
    notes.set(3, 'depois');
    const changed = await treeOf(root);
    const failing = new HostingData();
    failing.add(fileRootHolder(files));
    // Its first restore breaks half-way (the point's); putting the data back afterwards works.
    let calls = 0;
    const notesOf = notesHolder();
    failing.add({ ...notesOf, restore: async (h, folder) => {
      if (calls++ > 0) return notesOf.restore(h, folder);
      notes.set(3, 'estragada');
      throw new Error(`EIO: ${dataDir}/notes.txt`);
    } });
    const error = await new Backups(dataDir, failing).restore(hosting, point, ['files', 'notes']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreFailed);
    expect((error as Error).message).toBe(BACKUP_TEXTS.failed);
    expect(await treeOf(root)).toEqual(changed);
    expect(notes.get(3)).toBe('depois');
    expect(await restoreFolders()).toEqual([]);
  });

  it('verifies each point after taking it and refuses to restore from a corrupted archive, changing nothing', async () => {
    const root = await hostingWithLinks();
    const point = await backups.take(hosting);
    expect((await backups.list(3))[0].verification?.verified).toBe(true);
    const bytes = await readFile(point.file);
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 64; i++) bytes[i] ^= 0xff;
    await writeFile(point.file, bytes);
    await writeFile(path.join(root, 'public_html/index.html'), 'depois');

    expect(await backups.verify(point)).toMatchObject({ verified: false, reason: BACKUP_TEXTS.altered });
    expect((await backups.list(3))[0].verification).toMatchObject({ verified: false, reason: BACKUP_TEXTS.altered });
    await expect(backups.restore(hosting, point, ['files'])).rejects.toThrow(BACKUP_TEXTS.refused(BACKUP_TEXTS.altered));
    expect(await readFile(path.join(root, 'public_html/index.html'), 'utf8')).toBe('depois');
    expect(await restoreFolders()).toEqual([]);
  });

  it('finds a part whose contents no longer match its checksum', async () => {
    await hostingWithLinks();
    const point = await backups.take(hosting);
    const unpacked = await mkdtemp(path.join(os.tmpdir(), 'painel-test-unpacked-'));
    execFileSync('tar', ['-xzf', point.file, '-C', unpacked]);
    await writeFile(path.join(unpacked, 'files/public_html/index.html'), 'trocado');
    execFileSync('tar', ['-czf', point.file, '-C', unpacked, '.']);
    await rm(unpacked, { recursive: true });
    // Rewritten whole, so its own digest is taken again: the part's checksum still tells.
    await writeFile(`${point.file}.json`, JSON.stringify({ kind: 'daily', verification: null }));
    expect(await backups.verify(point)).toMatchObject({ verified: false, reason: BACKUP_TEXTS.checksum('files') });

    await writeFile(point.file, (await readFile(point.file)).subarray(0, 200));
    expect(await backups.verify(point)).toMatchObject({ verified: false, reason: BACKUP_TEXTS.unreadable });
  });

  it('restores one file, one folder or one link alone, the rest as it is, never outside the root', async () => {
    const root = await hostingWithLinks();
    const point = await backups.take(hosting);
    await writeFile(path.join(root, 'public_html/index.html'), 'depois');
    await writeFile(path.join(root, 'public_html/img/a.png'), 'outra');
    await writeFile(path.join(root, 'public_html/img/b.png'), 'nova');
    await rm(path.join(root, 'www'));
    await writeFile(path.join(root, 'public_html/outro.html'), 'fica');

    await backups.restorePart(hosting, point, 'files', '/public_html/index.html');
    expect(await readFile(path.join(root, 'public_html/index.html'), 'utf8')).toBe('<h1>antes</h1>');
    expect(await readFile(path.join(root, 'public_html/img/a.png'), 'utf8')).toBe('outra');
    await backups.restorePart(hosting, point, 'files', '/public_html/img');
    expect(await treeOf(path.join(root, 'public_html/img'))).toEqual({ '/a.png': 'file png' });
    await backups.restorePart(hosting, point, 'files', 'www');
    expect(await readlink(path.join(root, 'www'))).toBe('public_html');
    expect(await readFile(path.join(root, 'public_html/outro.html'), 'utf8')).toBe('fica');

    await expect(backups.restorePart(hosting, point, 'files', '/public_html/etc/passwd')).rejects.toThrow(BACKUP_TEXTS.partMissing);
    await expect(backups.restorePart(hosting, point, 'files', '/public_html/nao-existe')).rejects.toThrow(BACKUP_TEXTS.partMissing);
    expect((await backups.parts(hosting, point)).files).toContain('/public_html/index.html');
    expect(await restoreFolders()).toEqual([]);
  });

  it("refuses to restore files that would pass the plan's disk, with its text, and changes nothing", async () => {
    const root = await files.root(3);
    await writeFile(path.join(root, 'public_html/grande.bin'), Buffer.alloc(4000, 1));
    const point = await backups.take(hosting);
    await rm(path.join(root, 'public_html/grande.bin'));
    await writeFile(path.join(root, 'public_html/index.html'), 'depois');
    files.quota.limitBy(async () => 1000);
    await expect(backups.restore(hosting, point, ['files'])).rejects.toThrow(diskQuotaMessage(1000));
    await expect(backups.restorePart(hosting, point, 'files', '/public_html/grande.bin')).rejects.toThrow(diskQuotaMessage(1000));
    expect(await treeOf(root)).toEqual({ '/public_html': 'folder', '/public_html/index.html': 'file depois' });
    expect(await restoreFolders()).toEqual([]);
  });
});
