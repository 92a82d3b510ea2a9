import SQLite from 'better-sqlite3';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO } from '../../../tests/support/apiApp';
import { Jobs } from './jobs';

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
    // The file's first app starts cold (about 16 s alone on this machine, past 20 s beside other tests).
  }, 60_000);
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
    // The customer reads why in Portuguese; the handler's own error (maybe a server path) stays in the log.
    expect(JSON.parse(failed!.result!)).toEqual({ message: 'A tarefa não pôde ser concluída após 5 tentativas. Tente novamente mais tarde ou fale com o nosso suporte.' });
  });
});

/** A worker in another process (tests/support/jobWorker.ts) that claims `test.endless` jobs and never ends them. */
function startChildWorker(dataDir: string, workerId: string, leaseSeconds: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/jobWorker.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, JOB_WORKER_ID: workerId, JOB_LEASE_SECONDS: String(leaseSeconds) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  return { child, exited, errors };
}

describe('a worker killed mid-job', () => {
  it('leaves the job to another worker once its lease lapses, and the job is done exactly once', async () => {
    const { app, dataDir, jobs } = await appWithEchoJob();
    const leaseMs = 400;
    const runs: string[] = [];
    // Two live workers in this process: only one of them may take the job over.
    const survivors = ['b', 'c'].map((name) => {
      const worker = new Jobs(app.context.db, undefined, { leaseMs, retentionDays: 30 }, `sobrevivente-${name}`);
      worker.retry = { baseMs: 10, maxAttempts: 5 };
      worker.handle('test.endless', async () => {
        runs.push(worker.workerId);
        return `feito por ${worker.workerId}`;
      });
      cleanups.push(() => worker.stop());
      return worker;
    });
    const id = await jobs.enqueue(1, 'test.endless', {});
    const dying = startChildWorker(dataDir, 'moribundo', leaseMs / 1000);
    const lease = async () => (await jobs.get(id))!;
    expect(await until(async () => (await lease()).locked_by === 'moribundo', 120_000), dying.errors.join('')).toBe(true);

    // While the child lives it renews its lease: the others, polling all along, never take the job.
    for (const worker of survivors) worker.start(20);
    let renewals = 0;
    let seen = (await lease()).locked_until;
    expect(await until(async () => {
      const now = await lease();
      expect(now.locked_by).toBe('moribundo');
      if (now.locked_until !== seen) renewals += 1;
      seen = now.locked_until;
      return renewals >= 3;
    }, 30_000)).toBe(true);
    expect(runs).toEqual([]);

    dying.child.kill('SIGKILL');
    expect(await dying.exited).toBe('SIGKILL');
    expect(await until(async () => (await lease()).status === 'completed', 30_000)).toBe(true);
    await Promise.all(survivors.map((worker) => worker.tick()));

    const done = await lease();
    expect(runs).toHaveLength(1);
    expect(JSON.parse(done.result!)).toBe(`feito por ${runs[0]}`);
    expect(done.attempts).toBe(2);
    expect(done.locked_by).toBeNull();
    // Starting the child compiles it with tsx: tens of seconds on a loaded machine.
  }, 180_000);

  it('fails with the reason when its worker died on the last attempt', async () => {
    const { app, jobs } = await appWithEchoJob();
    const id = await jobs.enqueue(1, 'test.echo', {});
    // What a worker killed on the fifth attempt leaves: executing, under a lease that lapsed.
    await app.context.db.withTables<{ jobs: { id: string; status: string; attempts: number; locked_by: string; locked_until: string } }>()
      .updateTable('jobs')
      .set({ status: 'executing', attempts: 5, locked_by: 'morto', locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    await jobs.tick();
    const failed = (await jobs.get(id))!;
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(5);
    expect(JSON.parse(failed.result!)).toEqual({ message: 'A tarefa foi interrompida 5 vezes sem terminar (o servidor parou durante a execução) e não será repetida. Tente novamente mais tarde ou fale com o nosso suporte.' });
  });
});

describe('retention of finished jobs', () => {
  it('deletes completed and failed jobs older than JOB_RETENTION_DAYS and keeps recent and unfinished ones', async () => {
    const { app, jobs } = await appWithEchoJob();
    const table = app.context.db.withTables<{ jobs: { id: string; status: string; updated_at: string; run_at: string } }>();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const made: Record<string, string> = {};
    for (const [name, status, age] of [['oldCompleted', 'completed', 31], ['oldFailed', 'failed', 40], ['recentCompleted', 'completed', 29], ['oldQueued', 'queued', 45]] as const) {
      made[name] = await jobs.enqueue(1, 'test.echo', {}, 86_400_000);
      await table.updateTable('jobs').set({ status, updated_at: daysAgo(age) }).where('id', '=', made[name]).execute();
    }
    await jobs.tick();
    const left = (await table.selectFrom('jobs').select('id').where('id', 'in', Object.values(made)).execute()).map((row) => row.id);
    expect(left.sort()).toEqual([made.recentCompleted, made.oldQueued].sort());
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
    // Emptied first: the write-ahead log writes over the room of frames already checkpointed, which would leave the database room on a full disk.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(app.context.db);
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
