import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed';
import { createTestDatabase, onPostgres } from '../../tests/support/postgresDatabases';

/**
 * Two real API processes (`tsx src/server/main.ts`) on one PostgreSQL database, driven side by
 * side: what one process knows, the other knows; work is done once.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Api {
  base: string;
  child: ChildProcess;
  output: string[];
}

async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}/api`;
  // tsx compiles the server as it starts: over a minute while CI's browsers run beside it on a slow machine.
  for (let waited = 0; waited < 180_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`API exited: ${output.join('')}`);
    const up = await fetch(`${base}/health`).then((r) => r.ok, () => false);
    if (up) return { base, child, output };
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`API did not start: ${output.join('')}`);
}

async function send(api: Api, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(api.base + url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data?: Record<string, unknown>; message?: string } | null };
}

const until = async <T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 30_000): Promise<T> => {
  for (let waited = 0; waited < ms; waited += 100) {
    const value = await probe();
    if (value) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL', () => {
  let a: Api;
  let b: Api;
  let db: pg.Client;
  let drop: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-two-'));

  beforeAll(async () => {
    const database = await createTestDatabase(inject('postgresTemplate'));
    drop = database.drop;
    // Both bill every 0.2 s, so their runs overlap; the demo data is seeded by the first.
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, SANDBOX: 'on', HOST: '127.0.0.1', FTP_SERVER: 'off', TIME_SCALE: '0.01', BILLING_INTERVAL_SECONDS: '0.2', STATIC_DIR: path.join(dataDir, 'no-build') };
    a = await startApi(env);
    b = await startApi(env);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 400_000);

  afterAll(async () => {
    for (const api of [a, b]) api?.child.kill('SIGTERM');
    await Promise.all([a, b].map((api) => api && api.child.exitCode === null && new Promise((done) => api.child.once('exit', done))));
    await db?.end();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses on one process a sign-in the other throttled, and shares sessions', async () => {
    const email = 'afiliado@exemplo.com.br';
    for (let i = 1; i <= 10; i += 1) {
      const answer = await send(i % 2 ? a : b, 'POST', '/login', { email, password: 'senha-errada', captcha: 'test' });
      expect(answer.status, `failure ${i}`).toBe(i < 10 ? 422 : 429);
    }
    expect((await send(a, 'POST', '/login', { email, password: DEMO_PASSWORD, captcha: 'test' })).status).toBe(429);
    expect((await send(b, 'POST', '/login', { email, password: DEMO_PASSWORD, captcha: 'test' })).status).toBe(429);
    const token = (await send(a, 'POST', '/login', { email: 'cliente@exemplo.com.br', password: DEMO_PASSWORD, captcha: 'test' })).body?.data?.token as string;
    expect((await send(b, 'GET', '/user', undefined, token)).status).toBe(200);
  });

  it('runs each queued job once, whichever process claims it', async () => {
    const token = (await send(b, 'POST', '/login', { email: 'cliente@exemplo.com.br', password: DEMO_PASSWORD, captcha: 'test' })).body?.data?.token as string;
    const tickets: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const created = await send(i % 2 ? a : b, 'POST', '/ticket', { subject: 'other', otherSubject: `Chamado ${i}`, message: 'Meu site não abre.' }, token);
      expect(created.status).toBe(201);
      tickets.push(Number((created.body?.data as { id: number }).id));
    }
    await until(async () => {
      const { rows } = await db.query<{ pending: string }>(`select count(*) as pending from jobs where kind = 'support.autoReply' and status <> 'completed'`);
      return Number(rows[0]!.pending) === 0;
    }, 'the auto replies');
    // Both processes keep polling: a second run of any job would show now.
    await new Promise((done) => setTimeout(done, 600));
    const { rows: replies } = await db.query<{ ticket_id: number; replies: string }>(`select ticket_id, count(*) as replies from ticket_messages where author = 'support' and ticket_id = any($1) group by ticket_id`, [tickets]);
    expect(replies.map((r) => Number(r.replies))).toEqual(tickets.map(() => 1));
    const { rows: jobs } = await db.query<{ attempts: number }>(`select attempts from jobs where kind = 'support.autoReply'`);
    expect(jobs.map((j) => Number(j.attempts))).toEqual(tickets.map(() => 1));
  });

  it('charges each billing hour once while both processes bill', async () => {
    const before = (await send(a, 'GET', '/sandbox/clock')).body?.data?.now as string;
    await Promise.all([send(a, 'POST', '/sandbox/clock/advance', { hours: 3 }), send(b, 'POST', '/sandbox/clock/advance', { hours: 3 })]);
    await new Promise((done) => setTimeout(done, 1000));
    const { rows: doubled } = await db.query(`select hosting_id, hour_start from billing_charges group by hosting_id, hour_start having count(*) > 1`);
    expect(doubled).toEqual([]);
    const { rows: sums } = await db.query<{ user_id: number; charged: number; debited: number }>(`
      select c.user_id, c.charged, coalesce(-(select sum(amount_cents) from credit_ledger l where l.user_id = c.user_id and l.description like 'Consumo de %' and l.created_at > $1), 0) as debited
      from (select user_id, sum(amount_cents) as charged from billing_charges where created_at > $1 group by user_id) c`, [before]);
    expect(sums.length).toBeGreaterThan(0);
    for (const row of sums) expect(Number(row.debited), `account ${row.user_id}`).toBe(Number(row.charged));
  });
});
