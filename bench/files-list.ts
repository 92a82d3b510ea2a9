/**
 * File manager figures, each beside a baseline timed in the same run. Prints; asserts nothing.
 * - Listing: API time and time until the first rows are drawn for a folder of 10,000 files, and
 *   how many rows are in the DOM, beside a folder of 10 files (median of 5 cold loads).
 * - Upload: throughput of a 100 MB file on loopback through the resumable upload (tus, 8 MB
 *   chunks, as the browser sends it) and the multipart route, beside a bare Node server piping
 *   the same body to disk; with the panel process's peak resident memory during each.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { build } from 'vite';
import { launchChromium, median, startPanel, stop, table } from './support';

const OUT = path.resolve('.tmp/bench-files');
const PORT = 3401;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const SIZE = 100 * 1024 * 1024;
const CHUNK = 8 * 1024 * 1024;
const HOSTING = 'lojadaana.com.br';
const API = `${ORIGIN}/api/hosting/${HOSTING}/files`;

/** Resident memory (MB) of a process and all its descendants (npx -> tsx -> node). */
function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0) / 1024;
    } catch {
      /* gone */
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function peakDuring<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = treeRssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
  try {
    return { result: await run(), before, peak };
  } finally {
    clearInterval(timer);
  }
}

async function post(token: string, action: string, body: unknown) {
  const response = await fetch(`${API}/${action}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
}

async function folderOf(token: string, name: string, count: number, dataDir: string) {
  await post(token, 'create-folder', { path: '/public_html', name });
  const hostings = path.join(dataDir, 'hostings');
  const id = readdirSync(hostings).find((entry) => existsSync(path.join(hostings, entry, 'public_html', name)))!;
  const folder = path.join(hostings, id, 'public_html', name);
  for (let i = 0; i < count; i += 1) writeFileSync(path.join(folder, `arquivo-${String(i).padStart(5, '0')}.txt`), 'x');
  return `/public_html/${name}`;
}

async function listingFigures(token: string, dir: string, count: number) {
  const api: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await (await fetch(`${API}?path=${encodeURIComponent(dir)}`, { headers: { authorization: `Bearer ${token}` } })).json();
    api.push(performance.now() - start);
  }
  const browser = await launchChromium();
  const drawn: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'painel_token', value: token, url: ORIGIN }]);
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/hosting/${HOSTING}/files`);
    await page.getByRole('grid').waitFor();
    // The shell and the manager's code are loaded; what is timed is opening the folder: request, answer, rows drawn.
    const start = performance.now();
    await page.evaluate((url) => {
      window.history.pushState({}, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/hosting/${HOSTING}/files?path=${encodeURIComponent(dir)}`);
    await page.locator(`[role="grid"][aria-rowcount="${count + 1}"] [role="row"]`, { hasText: 'arquivo-00000.txt' }).waitFor();
    drawn.push(performance.now() - start);
    rows = await page.locator('[role="row"]').count();
    await context.close();
  }
  await browser.close();
  return { api: median(api), drawn: median(drawn), rows };
}

async function tusUpload(token: string, file: string, name: string) {
  const meta = `filename ${Buffer.from(name).toString('base64')},dir ${Buffer.from('/public_html').toString('base64')}`;
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${API}/tus`, { method: 'POST', headers: { ...headers, 'upload-length': String(SIZE), 'upload-metadata': meta } });
  const location = `${ORIGIN}${created.headers.get('location')}`;
  for (let offset = 0; offset < SIZE; offset += CHUNK) {
    const end = Math.min(SIZE, offset + CHUNK);
    const response = await fetch(location, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(end - offset) },
      body: createReadStream(file, { start: offset, end: end - 1 }) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    if (response.status !== 204) throw new Error(`PATCH ${response.status}`);
  }
}

async function multipartUpload(token: string, file: string, name: string) {
  const form = new FormData();
  form.set('dir', '/public_html');
  form.set('file', new Blob([readFileSync(file)]), name);
  const response = await fetch(`${API}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 201) throw new Error(`upload ${response.status}`);
}

async function bareUpload(file: string) {
  const target = path.join(OUT, 'bare.bin');
  const server = http.createServer((request, response) => {
    void pipeline(request, createWriteStream(target)).then(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(PORT + 1, '127.0.0.1', resolve));
  const start = performance.now();
  await fetch(`http://127.0.0.1:${PORT + 1}/`, { method: 'PUT', body: createReadStream(file) as unknown as BodyInit, duplex: 'half', headers: { 'content-length': String(SIZE) } } as RequestInit);
  const seconds = (performance.now() - start) / 1000;
  server.close();
  return seconds;
}

const mbps = (seconds: number) => `${(SIZE / 1024 / 1024 / seconds).toFixed(1)} MB/s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const staticDir = existsSync('dist/default/index.html') && process.env.BENCH_REBUILD !== '1' ? path.resolve('dist/default') : path.join(OUT, 'default');
  if (!staticDir.startsWith(path.resolve('dist'))) await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: staticDir, emptyOutDir: true } });
  const dataDir = path.join(OUT, 'data');
  const panel = await startPanel(PORT, staticDir, dataDir);
  try {
    const login = await (await fetch(`${ORIGIN}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cliente@exemplo.com.br', password: 'demo12345', captcha: 'test' }) })).json();
    const token = login.data.token as string;
    const small = await listingFigures(token, await folderOf(token, 'poucos', 10, dataDir), 10);
    const large = await listingFigures(token, await folderOf(token, 'muitos', 10_000, dataDir), 10_000);
    console.log('\nListing a folder (median of 5; baseline: 10 files)');
    console.log(table([['folder', 'API answer', 'open to rows drawn', 'rows in DOM'], ['10 files (baseline)', ms(small.api), ms(small.drawn), small.rows], ['10,000 files', ms(large.api), ms(large.drawn), large.rows]]));

    const source = path.join(OUT, 'source.bin');
    writeFileSync(source, '');
    truncateSync(source, SIZE);
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      const { before, peak } = await peakDuring(panel.pid!, run);
      return { seconds: (performance.now() - start) / 1000, before, peak };
    };
    const bare = await bareUpload(source);
    const tus = await time(() => tusUpload(token, source, 'tus.bin'));
    const multipart = await time(() => multipartUpload(token, source, 'multipart.bin'));
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    console.log('\nUploading 100 MB on loopback (baseline: bare Node server piping to disk)');
    console.log(table([
      ['route', 'throughput', 'panel RSS before', 'panel RSS peak'],
      ['bare pipe (baseline)', mbps(bare), '-', '-'],
      ['tus, 8 MB chunks', mbps(tus.seconds), mb(tus.before), mb(tus.peak)],
      ['multipart /upload', mbps(multipart.seconds), mb(multipart.before), mb(multipart.peak)],
    ]));
  } finally {
    stop(panel);
  }
}

void main();
