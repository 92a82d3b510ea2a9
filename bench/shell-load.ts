/**
 * Shell weight and speed, beside a bare react-admin list app built and timed in the same run:
 * gzip size of the JavaScript that /auth/login and / load, and the cold load to the dashboard
 * in headless Chromium (median of 5). Prints figures; asserts nothing.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { launchChromium, median, startPanel, stop, table } from './support';

const OUT = path.resolve('.tmp/bench');
const RUNS = 5;

async function buildBrand(brand: string) {
  process.env.BRAND = brand;
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: path.join(OUT, brand), emptyOutDir: true } });
  delete process.env.BRAND;
}

/** Sum of the gzip sizes of every script the page loads, read from the built files. */
async function loadedJsGzip(page: Page, url: string, root: string, ready: (p: Page) => Promise<void>): Promise<number> {
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.endsWith('.js')) scripts.add(p);
  });
  await page.goto(url);
  await ready(page);
  return [...scripts].reduce((sum, p) => sum + gzipSync(readFileSync(path.join(root, p))).length, 0);
}

async function coldLoads(url: (i: number) => Promise<{ url: string; cookie?: string }>, ready: (p: Page) => Promise<void>, origin: string): Promise<number[]> {
  const browser = await launchChromium();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext();
    const target = await url(i);
    if (target.cookie) await context.addCookies([{ name: 'painel_token', value: target.cookie, url: origin }]);
    const page = await context.newPage();
    const start = performance.now();
    await page.goto(target.url);
    await ready(page);
    times.push(performance.now() - start);
    await context.close();
  }
  await browser.close();
  return times;
}

/** The entry and everything it imports statically: the shell before any plugin code. */
function shellClosureGzip(root: string): number {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const queue = [/src="\/assets\/([^"]+\.js)"/.exec(html)![1]];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(root, 'assets', file), 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(match[1]);
  }
  return [...seen].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(root, 'assets', file))).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  await buildBrand('default');
  await buildBrand('nuvemazul');
  await build({ configFile: path.resolve('bench/baseline/vite.config.ts'), build: { outDir: path.join(OUT, 'baseline'), emptyOutDir: true } });

  const panelPort = 3301;
  const panel = await startPanel(panelPort, path.join(OUT, 'default'), path.join(OUT, 'data'));
  const baseline = Fastify();
  await baseline.register(fastifyStatic, { root: path.join(OUT, 'baseline') });
  await baseline.listen({ port: 3302, host: '127.0.0.1' });
  const panelUrl = `http://127.0.0.1:${panelPort}`;

  try {
    const login = async () => {
      const response = await fetch(`${panelUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cliente@exemplo.com.br', password: 'demo12345' }) });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const dashboardReady = (p: Page) => p.getByRole('table', { name: 'Minhas Hospedagens' }).waitFor();
    const loginReady = (p: Page) => p.getByRole('button', { name: 'Entrar' }).waitFor();
    const baselineReady = (p: Page) => p.getByText('site5.com.br').waitFor();

    const browser = await launchChromium();
    const measure = async (url: string, root: string, ready: (p: Page) => Promise<void>, cookie?: string) => {
      const context = await browser.newContext();
      if (cookie) await context.addCookies([{ name: 'painel_token', value: cookie, url: panelUrl }]);
      const size = await loadedJsGzip(await context.newPage(), url, root, ready);
      await context.close();
      return size;
    };
    const token = await login();
    const loginJs = await measure(`${panelUrl}/auth/login`, path.join(OUT, 'default'), loginReady);
    const dashboardJs = await measure(`${panelUrl}/`, path.join(OUT, 'default'), dashboardReady, token);
    const baselineJs = await measure('http://127.0.0.1:3302/', path.join(OUT, 'baseline'), baselineReady);
    await browser.close();

    const entryGzip = (brand: string) => {
      const html = readFileSync(path.join(OUT, brand, 'index.html'), 'utf8');
      const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
      return gzipSync(readFileSync(path.join(OUT, brand, entry))).length;
    };

    const panelTimes = await coldLoads(async () => ({ url: `${panelUrl}/`, cookie: token }), dashboardReady, panelUrl);
    const baselineTimes = await coldLoads(async () => ({ url: 'http://127.0.0.1:3302/' }), baselineReady, 'http://127.0.0.1:3302');

    console.log('\nShell weight (gzip of the JavaScript each page loads)');
    console.log(table([
      ['what', 'panel', 'baseline react-admin list app'],
      ['shell alone (entry + static imports)', kb(shellClosureGzip(path.join(OUT, 'default'))), kb(baselineJs)],
      ['/auth/login (shell + login page)', kb(loginJs), kb(baselineJs)],
      ['/ (shell + dashboard cards, sidebars)', kb(dashboardJs), kb(baselineJs)],
    ]));
    console.log('\nShell entry chunk by brand (must not grow with plugins)');
    console.log(table([
      ['brand', 'plugins', 'entry gzip'],
      ['default', String(JSON.parse(readFileSync('manifests/brands/default.json', 'utf8')).plugins.length), kb(entryGzip('default'))],
      ['nuvemazul', String(JSON.parse(readFileSync('manifests/brands/nuvemazul.json', 'utf8')).plugins.length), kb(entryGzip('nuvemazul'))],
    ]));
    console.log(`\nCold load to content, median of ${RUNS} (each run a fresh browser context)`);
    console.log(table([
      ['app', 'median', 'runs'],
      ['panel dashboard', ms(median(panelTimes)), panelTimes.map(ms).join(', ')],
      ['baseline list', ms(median(baselineTimes)), baselineTimes.map(ms).join(', ')],
    ]));
  } finally {
    stop(panel);
    await baseline.close();
  }
}

await main();
