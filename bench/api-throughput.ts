/**
 * Authenticated `GET /api/hosting` of the panel (production logging, a real session) beside the
 * baseline list route (bench/baseline/api.ts) and beside a bare Fastify doing the panel's work for
 * that route (bench/baseline/api-same-work.ts), all under autocannon at 20 connections in the same
 * run, alternating, best of ROUNDS each. Prints requests per second and p99; asserts nothing.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { median, startPanel, stop, table } from './support';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const DATA = path.resolve('.tmp/bench-api');

interface Figures {
  rps: number;
  p99: number;
  /** Server CPU time per request: steady when other work on the machine makes rates jump. */
  cpuUs: number;
}

/** CPU milliseconds used so far by every process of a process group (user + system, from /proc). */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks * 10;
}

async function load(url: string, pgid: number, headers: Record<string, string> = {}): Promise<Figures> {
  const cpuBefore = groupCpuMs(pgid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: ((groupCpuMs(pgid) - cpuBefore) * 1000) / result.requests.total };
}

async function waitFor(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(url, { headers }).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not start`);
}

function startBaseline(file: string, port: number, env: Record<string, string> = {}) {
  return spawn('npx', ['tsx', file], { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore', detached: true });
}

async function main() {
  rmSync(DATA, { recursive: true, force: true });
  const panel = await startPanel(3311, path.join(DATA, 'no-static'), DATA);
  const baseline = startBaseline('bench/baseline/api.ts', 3312);
  const sameWork = startBaseline('bench/baseline/api-same-work.ts', 3313, { DATABASE_FILE: path.join(DATA, 'painel.sqlite') });
  try {
    const login = await fetch('http://127.0.0.1:3311/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cliente@exemplo.com.br', password: 'demo12345', captcha: 'test' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const servers = [
      { name: 'panel (signed in, request logging on)', url: 'http://127.0.0.1:3311/api/hosting', pid: panel.pid!, headers: auth, runs: [] as Figures[] },
      { name: 'baseline list route (Fastify + SQLite)', url: 'http://127.0.0.1:3312/api/hosting', pid: baseline.pid!, headers: {}, runs: [] as Figures[] },
      { name: "bare Fastify doing the panel's work", url: 'http://127.0.0.1:3313/api/hosting', pid: sameWork.pid!, headers: auth, runs: [] as Figures[] },
    ];
    for (const server of servers) await waitFor(server.url, server.headers);
    // Warm each (JIT, SQLite page cache) before measuring.
    for (const server of servers) await autocannon({ url: server.url, connections: CONNECTIONS, duration: 1, headers: server.headers });
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const server of servers) server.runs.push(await load(server.url, server.pid, server.headers));
    }
    const best = (runs: Figures[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const cpu = (runs: Figures[]) => median(runs.map((r) => r.cpuUs));
    const [p, b, w] = servers.map((server) => ({ ...best(server.runs), cpuUs: cpu(server.runs) }));
    console.log(`\nGET /api/hosting at ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} rounds (best round shown)`);
    console.log(table([
      ['server', 'requests/s', 'p99', 'server CPU/request (median)', 'rounds (requests/s)'],
      ...servers.map((server) => [server.name, best(server.runs).rps.toFixed(0), `${best(server.runs).p99} ms`, `${cpu(server.runs).toFixed(0)} µs`, server.runs.map((r) => r.rps.toFixed(0)).join(', ')]),
      ['panel / baseline', `${(p.rps / b.rps).toFixed(2)}x`, '', `${(b.cpuUs / p.cpuUs).toFixed(2)}x`, 'goal: >= 0.8x, p99 <= 10 ms'],
      ["panel / bare Fastify doing the panel's work", `${(p.rps / w.rps).toFixed(2)}x`, '', `${(w.cpuUs / p.cpuUs).toFixed(2)}x`, "what the panel's framework costs on this route"],
    ]));
  } finally {
    stop(panel);
    for (const child of [baseline, sameWork]) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

await main();
