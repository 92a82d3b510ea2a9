import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, importedPackages, NODE_AGENT_OUT, packagesMissingInProduction, SERVER_OUT_DIR } from '../../scripts/buildServer';
import { ROOT } from '../../src/core/manifest/loadManifests';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../src/server/db/seed';

/**
 * Production runs the server compiled by `npm run build:server`, with plain `node`: this builds it
 * into a folder of its own, starts it with the sandboxes on a fresh data folder, and drives it.
 */

// Loaded into the compiled server's process first: any TypeScript file it loads (a plugin read
// from its source, tsx's way) fails its start.
const REFUSE_TYPESCRIPT_HOOKS = `export async function load(url, context, next) {
  if (/\\.[cm]?tsx?$/.test(new URL(url).pathname)) throw new Error('TypeScript loaded at run time: ' + url);
  return next(url, context);
}`;
const REFUSE_TYPESCRIPT = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(REFUSE_TYPESCRIPT_HOOKS)}`)});`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let outDir: string;
let dataDir: string;
let metafile: Metafile;
let server: ChildProcess;
let base: string;
const output: string[] = [];

async function startCompiledServer(): Promise<void> {
  const port = await freePort();
  // Only what the server needs: no NODE_OPTIONS (no tsx loader), no real node, database or mail of the machine's own.
  const env = { PATH: process.env.PATH, SANDBOX: 'on', HOST: '127.0.0.1', PORT: String(port), FTP_PORT: '0', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-panel-built'), TIME_SCALE: '0.05', LOG_LEVEL: 'warn' };
  server = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(REFUSE_TYPESCRIPT)}`, path.join(outDir, 'main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  base = `http://127.0.0.1:${port}/api`;
  // Seeding the demo data takes a few seconds; on a loaded machine several times that.
  for (let waited = 0; waited < 150_000; waited += 200) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited with ${server.exitCode}: ${output.join('')}`);
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the compiled server did not start: ${output.join('')}`);
}

beforeAll(async () => {
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  outDir = mkdtempSync(path.join(ROOT, '.tmp/server-build-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'painel-compiled-'));
  metafile = await buildServer(outDir);
  await startCompiledServer();
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(base + url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

describe('the compiled server (npm run build:server, then npm run serve)', () => {
  it('answers its health and signs the demo owner in, running with node alone and no TypeScript', async () => {
    expect(await call('GET', '/health')).toEqual({ status: 200, body: { data: { status: 'ok' } } });
    const login = await call('POST', '/login', { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, captcha: 'test' });
    expect(login.status).toBe(200);
    const { token } = login.body.data as { token: string };
    // A built-in plugin's route and an external plugin's (examples/service-status, named by the exemplo brand).
    const hostings = await call('GET', '/hosting', undefined, token);
    expect(hostings.status).toBe(200);
    expect(JSON.stringify(hostings.body)).toContain('lojadaana.com.br');
    const status = await call('GET', '/service-status', undefined, token);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ components: expect.arrayContaining([{ id: 'database', state: 'operational' }]) });
  });

  it('imports only packages that a production install (npm ci --omit=dev) has, and no build tool', async () => {
    expect(await packagesMissingInProduction(metafile)).toEqual([]);
    expect(importedPackages(metafile)).toEqual(expect.arrayContaining(['better-sqlite3', 'fastify']));
    const { dependencies, devDependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
    for (const tool of ['tsx', 'typescript', 'vite', 'esbuild']) {
      expect(dependencies).not.toHaveProperty(tool);
      expect(devDependencies).toHaveProperty(tool);
    }
  });

  it('is what npm run serve and npm start run', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const entry = path.relative(ROOT, path.join(SERVER_OUT_DIR, 'main.js'));
    expect(scripts.serve).toBe(`node ${entry}`);
    expect(scripts.start).toMatch(/npm run build:server && SANDBOX=on npm run serve$/);
    expect(scripts['build:server']).toBeDefined();
  });
});

describe('the compiled node agent (build/server/node-agent.js, NODE_AGENT_COMPILED=1)', () => {
  it('answers an operation signed with the node secret, and refuses one without it, running with node alone and no TypeScript', async () => {
    const port = await freePort();
    const secret = 'a'.repeat(40);
    const nodeDir = mkdtempSync(path.join(tmpdir(), 'painel-compiled-agent-'));
    const env = { PATH: process.env.PATH, NODE_DATA_DIR: nodeDir, NODE_HOSTINGS_ROOT: path.join(nodeDir, 'hostings'), NODE_AGENT_PORT: String(port), NODE_AGENT_SECRET: secret };
    const agent = spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(REFUSE_TYPESCRIPT)}`, path.join(outDir, `${NODE_AGENT_OUT}.js`)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const said: string[] = [];
    agent.stderr!.on('data', (chunk: Buffer) => said.push(chunk.toString()));
    const ask = (authorization?: string) =>
      fetch(`http://127.0.0.1:${port}/operations/phpVersions`, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body: '{}' });
    try {
      let answer: Response | null = null;
      for (let waited = 0; !answer && waited < 30_000; waited += 200) {
        if (agent.exitCode !== null) throw new Error(`the compiled agent exited with ${agent.exitCode}: ${said.join('')}`);
        answer = await ask(`Bearer ${secret}`).catch(() => null);
        if (!answer) await new Promise((done) => setTimeout(done, 200));
      }
      expect(answer?.status, said.join('')).toBe(200);
      expect(((await answer!.json()) as { data: { versions: unknown } }).data.versions).toEqual(expect.any(Array));
      expect((await ask()).status).toBe(401);
    } finally {
      const exited = new Promise((done) => agent.once('exit', done));
      agent.kill('SIGTERM');
      await exited;
      rmSync(nodeDir, { recursive: true, force: true });
    }
  }, 60_000);
});
