import SQLite from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO } from '../../../tests/support/apiApp';

const until = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

const cleanups: Array<() => Promise<void> | void> = [];
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', recordUnhandled);
});
afterEach(async () => {
  process.off('unhandledRejection', recordUnhandled);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  expect(unhandled, 'the job loop let an error escape').toEqual([]);
});

async function appWithEchoJob(dataDir?: string) {
  const test = await createTestApp({ dataDir, busyTimeoutMs: 20, sqliteOnly: true });
  cleanups.push(test.close);
  const { jobs } = test.app.context;
  jobs.retry = { baseMs: 10, maxAttempts: 5 };
  jobs.handle('test.echo', async (payload) => payload);
  const statusOf = async (id: string) => (await jobs.get(id))?.status;
  return { ...test, jobs, statusOf };
}

/** Another process's writer: holds SQLite's write lock until released. */
function holdWriteLock(dataDir: string) {
  const other = new SQLite(path.join(dataDir, 'painel.sqlite'));
  other.exec('BEGIN IMMEDIATE');
  return () => {
    other.exec('COMMIT');
    other.close();
  };
}

describe('stopping the job loop', () => {
  it('waits for the job under way, so the database is not closed under it, and starts no tick after', async () => {
    const { jobs, statusOf } = await appWithEchoJob();
    let finish = () => {};
    const started = new Promise<void>((resolveStarted) => {
      jobs.handle('test.slow', () => new Promise((resolve) => {
        resolveStarted();
        finish = () => resolve('feito');
      }));
    });
    const slow = await jobs.enqueue(1, 'test.slow', {});
    jobs.start(10);
    await started;

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await statusOf(slow)).toBe('completed');

    const later = await jobs.enqueue(1, 'test.echo', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statusOf(later)).toBe('queued');
  });
});

describe('the job loop under a held write lock', () => {
  it('keeps the server answering and runs the job once the lock is released', async () => {
    const { app, dataDir, jobs, statusOf } = await appWithEchoJob();
    const id = await jobs.enqueue(1, 'test.echo', { ok: true });
    const release = holdWriteLock(dataDir);
    jobs.start(10);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const login = await call(app, null, 'POST', '/api/login', { email: DEMO.owner, password: 'demo12345' });
    expect(login.statusCode).toBe(503);
    expect(login.json().message).toBe('O servidor está ocupado. Tente novamente em instantes.');
    expect(await statusOf(id)).toBe('queued');

    release();
    expect(await until(async () => (await statusOf(id)) === 'completed')).toBe(true);
  });

  it('retries a run whose result could not be written, instead of leaving it executing', async () => {
    const { dataDir, jobs, statusOf } = await appWithEchoJob();
    let release: (() => void) | null = null;
    jobs.handle('test.locks', async () => {
      release = holdWriteLock(dataDir);
      return 'feito';
    });
    const id = await jobs.enqueue(1, 'test.locks', {});
    await expect(jobs.tick()).resolves.toBeUndefined();
    expect(await statusOf(id)).not.toBe('failed');
    release!();
    jobs.handle('test.locks', async () => 'feito');
    jobs.start(10);
    expect(await until(async () => (await statusOf(id)) === 'completed')).toBe(true);
    expect(JSON.parse((await jobs.get(id))!.result!)).toBe('feito');
  });
});

describe('a failing job', () => {
  it('is retried with backoff and fails only after its last attempt', async () => {
    const { jobs, statusOf } = await appWithEchoJob();
    let runs = 0;
    jobs.handle('test.flaky', async () => {
      runs += 1;
      if (runs < 3) throw new Error('fora do ar');
      return runs;
    });
    const flaky = await jobs.enqueue(1, 'test.flaky', {});
    jobs.handle('test.broken', async () => {
      throw new Error('sempre quebra');
    });
    const broken = await jobs.enqueue(1, 'test.broken', {});
    jobs.start(10);
    expect(await until(async () => (await statusOf(flaky)) === 'completed' && (await statusOf(broken)) === 'failed')).toBe(true);
    expect(runs).toBe(3);
    const failed = await jobs.get(broken);
    expect(failed!.attempts).toBe(5);
    expect(JSON.parse(failed!.result!)).toEqual({ message: 'sempre quebra' });
  });
});

function canMountTmpfs(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), 'painel-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

describe.skipIf(!canMountTmpfs())('on a full disk (a real 8 MB tmpfs)', () => {
  it('keeps answering, says the disk is full, and resumes when space returns', async () => {
    const mountPoint = mkdtempSync(path.join(tmpdir(), 'painel-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
    cleanups.push(() => {
      execFileSync('umount', ['-l', mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    });
    const dataDir = path.join(mountPoint, 'data');
    mkdirSync(dataDir);
    const { app, jobs, statusOf } = await appWithEchoJob(dataDir);
    jobs.handle('test.big', async () => 'x'.repeat(256 * 1024));
    const id = await jobs.enqueue(1, 'test.big', {});

    const filler = path.join(mountPoint, 'filler');
    fillDisk(filler);
    jobs.start(10);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const register = await call(app, null, 'POST', '/api/register', { name: 'Disco Cheio', email: 'cheio@exemplo.com.br', password: 'senha-forte-123', passwordConfirmation: 'senha-forte-123', phone: '(11) 91234-5678', terms: true });
    expect(register.statusCode).toBe(507);
    expect(register.json().message).toMatch(/sem espaço em disco/);
    expect(await statusOf(id)).not.toBe('completed');

    rmSync(filler);
    expect(await until(async () => (await statusOf(id)) === 'completed')).toBe(true);
  });
});

function fillDisk(file: string) {
  const chunk = Buffer.alloc(64 * 1024, 1);
  let written = 0;
  try {
    for (;;) {
      writeFileSync(file, chunk, { flag: 'a' });
      written += chunk.length;
    }
  } catch {
    expect(written).toBeGreaterThan(0);
  }
}
