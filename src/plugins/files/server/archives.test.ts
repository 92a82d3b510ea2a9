import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yazl from 'yazl';
import { ARCHIVE_MESSAGES, checkArchive, createZip, MAX_ARCHIVE_ENTRIES } from './archives';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'painel-archives-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const tooMany = { statusCode: 422, message: ARCHIVE_MESSAGES.tooManyEntries };

/**
 * Empty files fill no disk, but each takes one of the node's inodes: an extraction creates at most
 * MAX_ARCHIVE_ENTRIES entries, counted before anything is written. Checked here with a small cap
 * (walking 100,001 real entries takes a minute on a loaded machine).
 */
describe('an archive with more entries than one extraction may create', () => {
  it('is refused as a .zip', async () => {
    const zip = new yazl.ZipFile();
    for (let index = 0; index < 5; index += 1) zip.addBuffer(Buffer.alloc(0), `vazio/${index}.txt`);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const file = path.join(dir, 'cinco.zip');
    await writeFile(file, Buffer.concat(chunks));
    await expect(checkArchive('zip', file, 4)).rejects.toMatchObject(tooMany);
    await expect(checkArchive('zip', file, 5)).resolves.toBeUndefined();
  });

  it('is refused as a .tar.gz', async () => {
    await mkdir(path.join(dir, 'pasta'), { recursive: true });
    for (const name of ['a', 'b', 'c']) await writeFile(path.join(dir, 'pasta', name), name);
    const file = path.join(dir, 'poucos.tar.gz');
    await tar.create({ gzip: true, file, cwd: dir, portable: true }, ['pasta']);
    // The folder and its three files: four entries.
    await expect(checkArchive('tar.gz', file, 3)).rejects.toMatchObject(tooMany);
    await expect(checkArchive('tar.gz', file, 4)).resolves.toBeUndefined();
  });

  it('is one hundred thousand by default, as its text says', () => {
    expect(MAX_ARCHIVE_ENTRIES).toBe(100_000);
    expect(ARCHIVE_MESSAGES.tooManyEntries).toContain('100.000');
  });
});

describe('a zip one of whose files disappears while it is written', () => {
  it('fails that zip, not the process', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'painel-zip-'));
    try {
      await writeFile(path.join(folder, 'grande.bin'), randomBytes(32 * 1024 * 1024));
      await writeFile(path.join(folder, 'some.txt'), 'apagado no meio');
      const target = path.join(folder, 'saida.zip');
      const making = createZip(folder, ['grande.bin', 'some.txt'], target);
      await expect.poll(() => existsSync(target), { interval: 5 }).toBe(true);
      await rm(path.join(folder, 'some.txt'));
      await expect(making).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
