import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { DiskQuotaExceeded } from './diskQuota';
import { HostingFiles } from './fileRoot';

const MB = 1024 * 1024;
let files: HostingFiles;
let root: string;

beforeEach(async () => {
  files = new HostingFiles(await mkdtemp(path.join(os.tmpdir(), 'painel-quota-')));
  root = await files.root(1);
  files.quota.limitBy(async (hostingId) => (hostingId === 1 ? 10 * MB : null));
});

describe('DiskQuota', () => {
  it('refuses a write that would pass the limit with 507 and a text, and counts what it let through', async () => {
    await truncate(await writeFile(path.join(root, 'grande.bin'), '').then(() => path.join(root, 'grande.bin')), 8 * MB);
    await files.quota.assertRoomFor(1, MB);
    const refused = await files.quota.assertRoomFor(1, MB + 1, 'file').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiskQuotaExceeded);
    expect((refused as DiskQuotaExceeded).statusCode).toBe(507);
    expect((refused as DiskQuotaExceeded).errors?.file).toMatch(/espaço no disco do plano desta hospedagem \(0 GB\)/);
    // The 1 MB let through first is counted: another 1 MB fits, a third does not.
    await files.quota.assertRoomFor(1, MB);
    await expect(files.quota.assertRoomFor(1, 1)).rejects.toBeInstanceOf(DiskQuotaExceeded);
  });

  it('counts the room a deletion freed once told', async () => {
    const big = path.join(root, 'grande.bin');
    await writeFile(big, '');
    await truncate(big, 9 * MB);
    await expect(files.quota.assertRoomFor(1, 2 * MB)).rejects.toBeInstanceOf(DiskQuotaExceeded);
    await rm(big);
    files.quota.forget(1);
    await files.quota.assertRoomFor(1, 2 * MB);
  });

  it('stops a streamed write at the limit', async () => {
    const budget = await files.quota.budget(1);
    const target = path.join(root, 'bomba.bin');
    const endless = Readable.from((function* () { for (let i = 0; i < 100; i += 1) yield Buffer.alloc(MB); })());
    await expect(pipeline(endless, budget.meter(), createWriteStream(target))).rejects.toBeInstanceOf(DiskQuotaExceeded);
    expect(existsSync(target)).toBe(true);
    await rm(target);
  });

  it('refuses nothing for a hosting without a known limit', async () => {
    await files.quota.assertRoomFor(2, 100 * 1024 * MB);
  });
});
