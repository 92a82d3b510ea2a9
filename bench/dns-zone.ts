/**
 * Time to render and to filter the DNS editor in Chromium: the default zone (8 records) as the
 * baseline beside a zone of 5,000 records, after one warm-up load. Prints figures; asserts nothing.
 *
 *   npx vite build && npx tsx bench/dns-zone.ts      (STATIC_DIR picks another build)
 */
import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../src/core/manifest/loadManifests';
import { startDemoPanel } from '../scripts/demoPanel';
import { launchChromium } from './support';

const LARGE_ZONE_RECORDS = 5000;
const RUNS = 3;
const staticDir = path.resolve(process.env.STATIC_DIR ?? path.join(ROOT, 'dist', 'default'));

/** A zone file with every supported type, names host-0 … host-N. */
function largeZone(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `host-${i}`;
    const octets = `${(i >> 8) & 255}.${i & 255}`;
    switch (i % 6) {
      case 0: lines.push(`${name} 3600 IN A 10.0.${octets}`); break;
      case 1: lines.push(`${name} 3600 IN AAAA 2001:db8::${i.toString(16)}`); break;
      case 2: lines.push(`${name} 3600 IN CNAME destino-${i}.exemplo.com.br.`); break;
      case 3: lines.push(`${name} 3600 IN MX ${i % 100} mail-${i}.exemplo.com.br.`); break;
      case 4: lines.push(`_sip._tcp.${name} 3600 IN SRV 10 5 5060 sip-${i}.exemplo.com.br.`); break;
      default: lines.push(`${name} 3600 IN TXT "registro de verificação número ${i} ${'x'.repeat(i % 300)}"`); break;
    }
  }
  return lines.join('\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from navigation until the editor shows its record count and first rows. */
async function timeRender(page: Page, url: string, count: number): Promise<number> {
  const start = performance.now();
  await page.goto(url);
  await page.getByText(`${count.toLocaleString('pt-BR')} registros`).waitFor();
  await page.getByRole('table', { name: 'Editor de DNS' }).getByRole('row').nth(2).waitFor();
  return performance.now() - start;
}

/**
 * Watches, in the page, from the search field's input event to the first animation frame whose table is
 * the filtered one (its row count changed, and a cell matches the needle). Timed from Node around
 * Playwright's fill and wait, the figure carried the wait's polling (it looks again 20 and 70 ms later),
 * and the 8-record zone, whose rows match before the filter too, came out at 50 ms. A string: tsx would
 * add helpers to a function that the page does not have.
 */
const WATCH_FILTER = `((needle) => {
  window.filtered = undefined;
  window.longest = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.longest = Math.max(window.longest, entry.duration); }).observe({ type: 'longtask' });
  const table = () => document.querySelector('table[aria-label="Editor de DNS"]');
  const before = table().getAttribute('aria-rowcount');
  const matching = new RegExp(needle + '\\\\b');
  document.addEventListener('input', () => {
    const typed = performance.now();
    const look = () => {
      const shown = table();
      const done = shown && shown.getAttribute('aria-rowcount') !== before && [...shown.querySelectorAll('tbody td')].some((cell) => matching.test(cell.textContent));
      if (done) window.filtered = performance.now() - typed;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, { capture: true, once: true });
})`;

/** Milliseconds from typing a search until the filtered table is drawn, and the longest main-thread task meanwhile. */
async function timeFilter(page: Page, needle: string): Promise<{ ms: number; longestTask: number }> {
  await page.evaluate(`${WATCH_FILTER}(${JSON.stringify(needle)})`);
  await page.getByLabel('Buscar registros').fill(needle);
  const ms = (await (await page.waitForFunction(() => (window as unknown as { filtered?: number }).filtered)).jsonValue()) as number;
  const longestTask = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  await page.getByLabel('Buscar registros').fill('');
  return { ms, longestTask };
}

async function main() {
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`no build in ${staticDir}: run npx vite build first`);
  const { app, origin: address, ownerToken: token, close } = await startDemoPanel(staticDir);
  const browser = await launchChromium().catch(async (error: unknown) => {
    await close();
    throw error;
  });
  try {
    const imported = await app.inject({
      method: 'POST', url: '/api/domain/blogdaana.com.br/dns/import',
      headers: { authorization: `Bearer ${token}` }, payload: { zone: largeZone(LARGE_ZONE_RECORDS) },
    });
    if (imported.statusCode !== 200) throw new Error(`import failed: ${imported.body}`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    await context.addCookies([{ name: 'painel_token', value: token, url: address }]);
    const page = await context.newPage();
    const zones = [
      { label: 'default zone', url: `${address}/hosting/lojadaana.com.br/dns`, count: 8, needle: 'mail' },
      { label: `${LARGE_ZONE_RECORDS} records`, url: `${address}/hosting/blogdaana.com.br/dns`, count: LARGE_ZONE_RECORDS, needle: `host-${LARGE_ZONE_RECORDS - 2}` },
    ];
    await timeRender(page, zones[0].url, zones[0].count);
    const results = [];
    for (const zone of zones) {
      const render: number[] = [];
      const filter: number[] = [];
      const longest: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        render.push(await timeRender(page, zone.url, zone.count));
        const filtered = await timeFilter(page, zone.needle);
        filter.push(filtered.ms);
        longest.push(filtered.longestTask);
      }
      results.push({ zone: zone.label, 'render ms (median)': Math.round(median(render)), 'filter ms (median)': Math.round(median(filter)), 'longest task while filtering ms': Math.round(Math.max(...longest)) });
    }
    console.log(`DNS editor in Chromium, median of ${RUNS} runs`);
    console.table(results);
  } finally {
    await browser.close();
    await close();
  }
}

await main();
