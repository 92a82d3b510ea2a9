/**
 * Shell weight and speed, beside two react-admin list apps built and timed in the same run: issue 17's
 * baseline (react-admin with i18next, its rows read from Fastify over SQLite), against which the goals
 * are set, and a bare one (react-admin alone, rows in memory), stricter. Gives the gzip size and count
 * of the JavaScript files each page loads (the signed-out pages, the dashboard, the baselines) and cold
 * loads in headless Chromium (median of 9). Prints figures; asserts nothing (the build's budgets,
 * src/core/build/signedOutBudget.ts and dashboardBudget.ts, set against the bare baseline, are what fail).
 * BENCH_BEFORE_DIST=<a built dist/default> measures an older build of the panel in the same run too.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { build } from 'vite';
import { startBaselineSite } from './baseline/site';
import { lighthouseMedians, type AuditTarget } from './lighthouse';
import { launchChromium, median, startPanel, stop, table, turnOrder } from './support';

const OUT = path.resolve('.tmp/bench');
const RUNS = 5;
/**
 * Cold loads per target: with 5, the median of "/" against the baseline moved from 1.16x to 1.30x
 * between two runs of the same code on this machine.
 */
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 9);

async function buildBrand(brand: string) {
  process.env.BRAND = brand;
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: path.join(OUT, brand), emptyOutDir: true } });
  delete process.env.BRAND;
}

interface Load {
  jsGzip: number;
  jsFiles: number;
  requests: number;
  reactAdmin: boolean;
}

/** react-admin's own message keys: present in any script that carries ra-core or ra-ui-materialui. */
const REACT_ADMIN_MARK = /["'`]ra\.(?:auth|notification|action|navigation)\./;

/** What a page loads until it is ready: the gzip size and count of its scripts (read from the built files), all requests. */
/** A page in a fresh browser context (an empty cache: a cold load), signed in when given a session token. */
async function freshPage(browser: Browser, origin: string, token?: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'painel_token', value: token, url: origin }]);
  return { page: await context.newPage(), context };
}

async function pageLoad(browser: Browser, origin: string, pathname: string, root: string, ready: (p: Page) => Promise<void>, token?: string): Promise<Load> {
  const { page, context } = await freshPage(browser, origin, token);
  const scripts = new Set<string>();
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.endsWith('.js')) scripts.add(p);
  });
  await page.goto(origin + pathname);
  await ready(page);
  await context.close();
  const sources = [...scripts].map((p) => readFileSync(path.join(root, p)));
  return {
    jsGzip: sources.reduce((sum, source) => sum + gzipSync(source).length, 0),
    jsFiles: scripts.size,
    requests,
    reactAdmin: sources.some((source) => REACT_ADMIN_MARK.test(source.toString('utf8'))),
  };
}

interface LeanestLoad extends Load {
  /** The other loads that fetched more: chunks deferred to idle time had started before the page was ready. */
  heavier: Load[];
}

/**
 * The leanest of RUNS loads of a page. The chunks deferred to idle time (floating components, tooltips)
 * start before the page is ready whenever the browser idles first, as it may while the page waits on its
 * data; they are not what the page needs to be ready, and one load alone says 270 or 294 KB by chance.
 */
async function leanestLoad(load: () => Promise<Load>): Promise<LeanestLoad> {
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) loads.push(await load());
  loads.sort((a, b) => a.jsGzip - b.jsGzip);
  return { ...loads[0], heavier: loads.filter((each) => each.jsGzip > loads[0].jsGzip) };
}

/** The element whose first frame ends a cold load: the first match of `selector` (with exactly `text`, if given) that has a size. */
interface Drawn {
  selector: string;
  text?: string;
}

interface ColdTarget {
  url: string;
  drawn: Drawn;
  token?: string;
}

/**
 * Keeps, in the page, the first time (ms since its navigation began) an animation frame finds the
 * content drawn. Timed from Node around Playwright's wait, a load came out late by up to half a second
 * at random: the wait looks again 0, 20, 70, 170 and 270 ms after the load event, then every 500 ms
 * (a table drawn at 714 ms was counted as 1,025 ms). A string: tsx would add helpers to a function that
 * the page does not have.
 */
const WATCH_DRAWN = `(({ selector, text }) => {
  const drawn = () => [...document.querySelectorAll(selector)].some((e) => (text === undefined || e.textContent.trim() === text) && e.getBoundingClientRect().width > 0);
  const look = () => (drawn() ? (window.__benchDrawnAt = performance.now()) : requestAnimationFrame(look));
  requestAnimationFrame(look);
})`;

async function coldLoad(browser: Browser, { url, drawn, token }: ColdTarget): Promise<number> {
  const { page, context } = await freshPage(browser, new URL(url).origin, token);
  await page.addInitScript({ content: `${WATCH_DRAWN}(${JSON.stringify(drawn)})` });
  await page.goto(url);
  const drawnAt = (await (await page.waitForFunction(() => (window as { __benchDrawnAt?: number }).__benchDrawnAt)).jsonValue()) as number;
  await context.close();
  return drawnAt;
}

/**
 * COLD_RUNS cold loads of each target, taken in turn (A B C, C B A, …). One after the other, the build
 * measured first came out slower: "/" 1.76x against the older build's 1.44x in one run, and 1,440 ms
 * against its 1,528 ms once taken in turn.
 */
async function coldLoads(browser: Browser, targets: ColdTarget[]): Promise<number[][]> {
  const times = targets.map((): number[] => []);
  for (let i = 0; i < COLD_RUNS; i += 1) {
    for (const index of turnOrder(targets.length, i)) times[index].push(await coldLoad(browser, targets[index]));
  }
  return times;
}

/** The entry and everything it imports statically: what every page loads before choosing its shell. */
function entryClosureGzip(root: string): number {
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
const times = (value: number, of: number) => `${(value / of).toFixed(2)}x`;

/** Each signed-out page and the control that shows it is drawn. */
const SIGNED_OUT_PAGES: [string, (p: Page) => Promise<void>][] = [
  ['/auth/login', (p) => p.getByRole('button', { name: 'Entrar', exact: true }).waitFor()],
  ['/auth/register', (p) => p.getByRole('button', { name: 'Criar conta', exact: true }).waitFor()],
  ['/auth/reset-password', (p) => p.getByRole('button', { name: 'Enviar link', exact: true }).waitFor()],
  ['/auth/verification', (p) => p.getByRole('link', { name: 'Voltar para o login' }).waitFor()],
];

async function login(panelUrl: string): Promise<string> {
  const response = await fetch(`${panelUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cliente@exemplo.com.br', password: 'demo12345', captcha: 'test' }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const dashboardReady = (p: Page) => p.getByRole('table', { name: 'Minhas Hospedagens' }).waitFor();
const baselineReady = (p: Page) => p.getByText('site5.com.br').waitFor();

/** The baselines, each a folder of bench/baseline: the first is the one the goals are set against. */
const BASELINES = [
  { name: 'baseline: + i18next, SQLite', folder: 'i18next-sqlite', port: 3302, api: true },
  { name: 'bare baseline', folder: 'bare', port: 3304, api: false },
];

interface PanelFigures {
  pages: [string, Load][];
  dashboard: LeanestLoad;
  entry: number;
}

async function measurePanel(browser: Browser, panelUrl: string, root: string): Promise<PanelFigures> {
  const token = await login(panelUrl);
  const pages: [string, Load][] = [];
  for (const [pathname, ready] of SIGNED_OUT_PAGES) pages.push([pathname, await pageLoad(browser, panelUrl, pathname, root, ready)]);
  return {
    pages,
    dashboard: await leanestLoad(() => pageLoad(browser, panelUrl, '/', root, dashboardReady, token)),
    entry: entryClosureGzip(root),
  };
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  await buildBrand('default');
  await buildBrand('nuvemazul');
  const baselineRoot = (folder: string) => path.join(OUT, `baseline-${folder}`);
  for (const { folder } of BASELINES) {
    await build({ configFile: path.resolve('bench/baseline/vite.config.ts'), root: path.resolve('bench/baseline', folder), build: { outDir: baselineRoot(folder), emptyOutDir: true } });
  }

  const panel = await startPanel(3301, path.join(OUT, 'default'), path.join(OUT, 'data'));
  const beforeDist = process.env.BENCH_BEFORE_DIST;
  const before = beforeDist ? await startPanel(3303, path.resolve(beforeDist), path.join(OUT, 'data-before')) : null;
  const baselineSites = await Promise.all(
    BASELINES.map(({ folder, port, api }) => startBaselineSite({ root: baselineRoot(folder), port, apiLog: api ? path.join(OUT, `baseline-${folder}.log`) : undefined })),
  );
  const origin = (port: number) => `http://127.0.0.1:${port}`;

  try {
    const browser = await launchChromium();
    const bases: Load[] = [];
    for (const { folder, port } of BASELINES) bases.push(await pageLoad(browser, origin(port), '/', baselineRoot(folder), baselineReady));
    const [base, bare] = bases;
    const now = await measurePanel(browser, origin(3301), path.join(OUT, 'default'));
    const old = before ? await measurePanel(browser, origin(3303), path.resolve(beforeDist!)) : null;
    const panelTargets = async (panelUrl: string): Promise<ColdTarget[]> => [
      { url: `${panelUrl}/auth/login`, drawn: { selector: 'button', text: 'Entrar' } },
      { url: `${panelUrl}/`, drawn: { selector: 'table[aria-label="Minhas Hospedagens"]' }, token: await login(panelUrl) },
    ];
    const coldTimes = await coldLoads(browser, [
      ...BASELINES.map(({ port }) => ({ url: `${origin(port)}/`, drawn: { selector: 'span', text: 'site5.com.br' } })),
      ...(await panelTargets(origin(3301))),
      ...(before ? await panelTargets(origin(3303)) : []),
    ]);
    const baselineTimes = coldTimes.slice(0, BASELINES.length);
    const panelTimes = coldTimes.slice(BASELINES.length);
    const [nowTimes, oldTimes] = [panelTimes.slice(0, 2), before ? panelTimes.slice(2, 4) : null];
    await browser.close();

    const header = ['page', 'JS gzip', 'JS files', 'requests', 'x baseline JS', 'goal', 'x bare', 'react-admin', ...(old ? ['before: JS gzip', 'JS files', 'x baseline'] : [])];
    const row = (name: string, load: Load, goal: string, was?: Load) => [
      name, kb(load.jsGzip), String(load.jsFiles), String(load.requests), times(load.jsGzip, base.jsGzip), goal, times(load.jsGzip, bare.jsGzip), load.reactAdmin ? 'loaded' : 'none',
      ...(was ? [kb(was.jsGzip), String(was.jsFiles), times(was.jsGzip, base.jsGzip)] : []),
    ];
    console.log('\nJavaScript each page loads until ready (gzip), beside the react-admin list apps (goals: x the baseline with i18next and SQLite)');
    console.log(table([
      header,
      ...BASELINES.map(({ name }, i) => row(name, bases[i], '', old ? bases[i] : undefined)),
      ...now.pages.map(([pathname, load], i) => row(pathname, load, '<= 0.60x', old?.pages[i][1])),
      row('/ dashboard (signed in)', now.dashboard, '<= 0.90x', old?.dashboard),
      ['entry + its static imports', kb(now.entry), '', '', '', '', '', ...(old ? [kb(old.entry), '', ''] : [])],
    ]));
    for (const [which, figures] of [['now', now], ['before', old]] as const) {
      const { heavier } = figures?.dashboard ?? { heavier: [] };
      if (heavier.length === 0) continue;
      const most = heavier[heavier.length - 1];
      console.log(`"/" (${which}): the leanest of ${RUNS} loads; ${heavier.length} also fetched idle-time chunks before the table was drawn (up to ${kb(most.jsGzip)} in ${most.jsFiles} files)`);
    }

    const entryGzip = (brand: string) => {
      const html = readFileSync(path.join(OUT, brand, 'index.html'), 'utf8');
      const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
      return gzipSync(readFileSync(path.join(OUT, brand, entry))).length;
    };
    console.log('\nShell entry chunk by brand (must not grow with plugins)');
    console.log(table([
      ['brand', 'plugins', 'entry gzip'],
      ['default', String(JSON.parse(readFileSync('manifests/brands/default.json', 'utf8')).plugins.length), kb(entryGzip('default'))],
      ['nuvemazul', String(JSON.parse(readFileSync('manifests/brands/nuvemazul.json', 'utf8')).plugins.length), kb(entryGzip('nuvemazul'))],
    ]));

    const [base50, bare50] = baselineTimes.map(median);
    const timeRow = (name: string, values: number[], goal: string, was?: number[]) => [
      name, ms(median(values)), times(median(values), base50), goal, times(median(values), bare50), values.map(ms).join(', '),
      ...(was ? [ms(median(was)), times(median(was), base50), times(median(was), bare50)] : []),
    ];
    console.log(`\nCold load to content, median of ${COLD_RUNS}: from the navigation's start to the first frame with the content, timed in the page (each run a fresh browser context, the builds taken in turn)`);
    console.log(table([
      ['page', 'median', 'x baseline', 'goal', 'x bare', 'runs', ...(old ? ['before: median', 'x baseline', 'x bare'] : [])],
      ...BASELINES.map(({ name }, i) => timeRow(name, baselineTimes[i], '', old ? baselineTimes[i] : undefined)),
      timeRow('/auth/login', nowTimes[0], '<= 1.00x', oldTimes?.[0]),
      timeRow('/ dashboard', nowTimes[1], '<= 1.00x', oldTimes?.[1]),
    ]));

    if (process.env.BENCH_LIGHTHOUSE !== 'off') {
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
      const targets: AuditTarget[] = [{ origin: origin(3301), token: await login(origin(3301)) }];
      if (before) targets.push({ origin: origin(3303), token: await login(origin(3303)) });
      const audited = await lighthouseMedians(targets, [{ path: '/auth/login', signedIn: false }, { path: '/', signedIn: true }], runs);
      console.log(`\nLighthouse, Debian Chromium: medians of ${runs} audits${before ? ', the builds taken in turn' : ''} (one audit's score moves by ten points here)`);
      console.log(table([
        ['page', 'form', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'goal', ...(before ? ['before: perf', 'FCP', 'LCP', 'TBT'] : [])],
        ...audited.map(({ page, formFactor, medians: [s, was] }) => [
          page, formFactor, String(s.performance), String(s.accessibility), ms(s.fcpMs), ms(s.lcpMs), ms(s.tbtMs), s.cls.toFixed(3),
          formFactor === 'desktop' ? 'perf >= 98, a11y 100' : 'perf >= 80',
          ...(was ? [String(was.performance), ms(was.fcpMs), ms(was.lcpMs), ms(was.tbtMs)] : []),
        ]),
      ]));
    }
  } finally {
    stop(panel);
    if (before) stop(before);
    await Promise.all(baselineSites.map((site) => site.close()));
  }
}

await main();
