import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileLock } from './fileLock';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Appends a line the slow way: read, wait, write, as a save of `.crontab` does. */
async function append(file: string, line: string) {
  const before = await readFile(file, 'utf8');
  await new Promise((resolve) => setTimeout(resolve, 5));
  await writeFile(file, `${before}${line}\n`);
}

describe('fileLock', () => {
  it('lets every save land when the saves come through two API processes at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-lock-'));
    folders.push(dataDir);
    const file = path.join(dataDir, '.crontab');
    await writeFile(file, '');
    // Two instances share nothing in memory, as two processes on one data folder.
    const [first, second] = [fileLock(dataDir, 'crontab'), fileLock(dataDir, 'crontab')];
    const lines = Array.from({ length: 20 }, (_, i) => `linha ${i}`);
    await Promise.all(lines.map((line, i) => (i % 2 ? first : second)('7', () => append(file, line))));
    expect((await readFile(file, 'utf8')).trim().split('\n').sort()).toEqual([...lines].sort());
  });

  it('keeps other hostings apart and lets go of the lock when a save fails', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-lock-'));
    folders.push(dataDir);
    const withLock = fileLock(dataDir, 'user-ini');
    await expect(withLock('1', async () => Promise.reject(new Error('disco cheio')))).rejects.toThrow('disco cheio');
    await expect(withLock('1', async () => 'depois')).resolves.toBe('depois');
    let inside = 0;
    let most = 0;
    const hold = () => withLock(String(Math.random()), async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside -= 1;
    });
    await Promise.all([hold(), hold(), hold()]);
    expect(most).toBe(3);
  });
});
