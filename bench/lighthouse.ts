/**
 * Lighthouse performance and accessibility scores of panel pages, desktop and mobile, in Debian's
 * Chromium (no browser download): each audit in a fresh browser, so every load is cold.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './support';

export interface Scores {
  performance: number;
  accessibility: number;
  /** Lighthouse's (simulated) largest contentful paint, ms, and cumulative layout shift: the two the first page's layout moves. */
  lcpMs: number;
  cls: number;
}

async function audit(url: string, formFactor: 'desktop' | 'mobile', token?: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // The session cookie is set before the audit, which then must not reset storage (the cache is empty: a fresh browser).
    if (token) await browser.setCookie({ name: 'painel_token', value: token, domain: new URL(url).hostname, path: '/' });
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(token) },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    await browser.disconnect();
    const { categories, audits, runtimeError } = result!.lhr;
    // A run Lighthouse could not score (seen now and then on the cold dashboard) gives null: printed as 0, it would read as a real figure.
    if (categories.performance.score === null) throw new Error(`Lighthouse ${formFactor} ${url}: ${runtimeError?.code ?? 'no performance score'}`);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

/** An audit that Lighthouse could not score is run again once, in a fresh browser; a second failure is thrown. */
async function auditAgainOnce(url: string, formFactor: 'desktop' | 'mobile', token?: string): Promise<Scores> {
  try {
    return await audit(url, formFactor, token);
  } catch (error) {
    console.log(`${(error as Error).message}: run again`);
    return audit(url, formFactor, token);
  }
}

/** Scores of each [path, session token?] on desktop and on mobile. */
export async function lighthouseScores(origin: string, pages: [string, string?][]) {
  const out: { page: string; desktop: Scores; mobile: Scores }[] = [];
  for (const [pathname, token] of pages) {
    out.push({ page: pathname, desktop: await auditAgainOnce(origin + pathname, 'desktop', token), mobile: await auditAgainOnce(origin + pathname, 'mobile', token) });
  }
  return out;
}
