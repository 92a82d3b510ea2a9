/**
 * Lighthouse performance and accessibility scores of panel pages, desktop and mobile, in Debian's
 * Chromium (no browser download): each audit in a fresh browser, so every load is cold. One audit's
 * score moves by ten points from run to run here, so several are taken, builds in turn, and their
 * medians printed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { median, turnOrder } from './support';

export interface Scores {
  performance: number;
  accessibility: number;
  /** Lighthouse's (simulated) largest contentful paint, ms, and cumulative layout shift: the two the first page's layout moves. */
  lcpMs: number;
  cls: number;
  /** First contentful paint and total blocking time, ms: what the first frame and the main thread's long tasks cost. */
  fcpMs: number;
  tbtMs: number;
}

export type FormFactor = 'desktop' | 'mobile';

async function audit(url: string, formFactor: FormFactor, token?: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
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
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/** An audit that Lighthouse could not score is run again once, in a fresh browser; a second failure is thrown. */
async function auditAgainOnce(url: string, formFactor: FormFactor, token?: string): Promise<Scores> {
  try {
    return await audit(url, formFactor, token);
  } catch (error) {
    console.log(`${(error as Error).message}: run again`);
    return audit(url, formFactor, token);
  }
}

/** A panel to audit: its origin and a session token for the pages that need one. */
export interface AuditTarget {
  origin: string;
  token: string;
}

/** The median of each figure over `runs` audits. */
function medianScores(runs: readonly Scores[]): Scores {
  const middle = (pick: (s: Scores) => number) => median(runs.map(pick));
  return { performance: middle((s) => s.performance), accessibility: middle((s) => s.accessibility), lcpMs: middle((s) => s.lcpMs), cls: middle((s) => s.cls), fcpMs: middle((s) => s.fcpMs), tbtMs: middle((s) => s.tbtMs) };
}

/**
 * Each page on desktop and mobile, audited `runs` times on every target, the targets taken in turn
 * (A B, then B A): a busy minute of the machine falls on both builds. Gives [page][formFactor][target] medians.
 */
export async function lighthouseMedians(targets: readonly AuditTarget[], pages: readonly { path: string; signedIn: boolean }[], runs: number) {
  const out: { page: string; formFactor: FormFactor; medians: Scores[] }[] = [];
  for (const page of pages) {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      const audits: Scores[][] = targets.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const i of turnOrder(targets.length, run)) {
          // Lighthouse now and then cannot score a cold load (NO_NAVSTART): the run is left out, and said so.
          try {
            audits[i].push(await auditAgainOnce(targets[i].origin + page.path, formFactor, page.signedIn ? targets[i].token : undefined));
          } catch (error) {
            console.log(`${(error as Error).message}: left out of the medians`);
          }
        }
      }
      if (audits.some((runs) => runs.length === 0)) throw new Error(`Lighthouse could not score ${page.path} (${formFactor}) on every build`);
      out.push({ page: page.path, formFactor, medians: audits.map(medianScores) });
    }
  }
  return out;
}
