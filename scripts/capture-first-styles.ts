/**
 * Records the Emotion rules that the built panel's signed-in pages insert until they are drawn and quiet,
 * at a desktop's width and a phone's, and writes them beside its index.html (first-styles.json) for the
 * server to put in its signed-in pages: all of the home page's for "/", and those it shares with another
 * page the shell draws (the profile), the shell's, for every other page with the shell. A cold "/"
 * otherwise spends about 30 ms of its main thread running those rules through stylis and insertRule.
 * They come from the build itself (its brand's theme, its components), so they are never stale; a rule a
 * page does not find there it inserts as before.
 *
 * Run by the build (src/core/build/firstScreenStyles.ts) on the panel it has just written:
 *   tsx scripts/capture-first-styles.ts <built dir>
 * Without Debian's Chromium or Playwright (a production install), it says so and writes nothing: the
 * pages work the same, a little later.
 */
import type { Page } from '@playwright/test';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TOKEN_COOKIE } from '../src/core/auth/tokenCookie';
import { PAGE_FILES, type FirstPageFiles } from '../src/core/shell/firstCodeLists';
import { FIRST_STYLES, HOME, type FirstStyles, type RecordedStyles } from '../src/core/shell/firstStyles';
import { settledRules } from '../src/core/build/settledRules';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startDemoPanel } from './demoPanel';

/** A page with the shell and little of its own, which the core's account plugin draws. */
const SHELL_PAGE = '/user/profile';
/** A desktop's, and Lighthouse's phone's: below MUI's 600 px the shell draws other components. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 412, height: 823 },
];

/**
 * In the page before its scripts: every rule Emotion inserts into its own sheets (data-emotion="css"; its
 * global styles have their own) and the browser takes. Emotion tries some another browser's way (a
 * -moz- selector), which Chromium refuses. That is a production build's way; any other build (the
 * tests' NODE_ENV) writes each rule as the text of a tag of its own, read once the page is quiet.
 */
const RECORD_RULES = `(() => {
  const rules = (window.__firstStyles = []);
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    const at = insertRule.call(this, rule, index);
    if (this.ownerNode && this.ownerNode.getAttribute('data-emotion') === 'css') rules.push(rule);
    return at;
  };
})()`;

/** Whether the page is drawn: its main region is there and nothing on it still loads (no spinner, skeleton or busy region). */
const SETTLED = `(() => {
  const loading = document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root, [aria-busy="true"]');
  const drawn = document.querySelector('#root main, #root [role="main"]');
  return Boolean(drawn) && !loading;
})()`;

/** What the settled page holds: every rule Emotion inserted (either way) and the Emotion classes its elements wear. */
const READ_PAGE = `({
  rules: [...window.__firstStyles, ...[...document.querySelectorAll('style[data-emotion="css"]')].map((tag) => tag.textContent).filter(Boolean)],
  worn: [...new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]).filter((name) => name.startsWith('css-')).map((name) => name.slice(4)))],
})`;

const EMOTION_CLASS = /\.css-([a-z0-9]+)/g;

function recorded(rules: string[]): RecordedStyles {
  const css = rules.join('');
  return { names: [...new Set([...css.matchAll(EMOTION_CLASS)].map((match) => match[1]))].sort(), css };
}

/** Long enough for three servers' seeding on two busy cores; a page not drawn by then is broken, not slow. */
const DRAWN_WITHIN_MS = 180_000;

/** Whether the brand has the page the shell's rules are told from, drawn with the shell (page-files.json). */
function drawsShellPage(builtDir: string): boolean {
  const { routes } = JSON.parse(readFileSync(path.join(builtDir, PAGE_FILES), 'utf8')) as FirstPageFiles;
  return routes.some((route) => route.path === SHELL_PAGE && !route.bare);
}

/**
 * Waits until the page is drawn (SETTLED) and for a second has had no request under way, inserted no rule
 * and worn no new class: polled, so a slow machine waits longer instead of recording less.
 */
async function settle(page: Page, pathname: string) {
  let underWay = 0;
  page.on('request', () => (underWay += 1));
  page.on('requestfinished', () => (underWay -= 1));
  page.on('requestfailed', () => (underWay -= 1));
  const deadline = Date.now() + DRAWN_WITHIN_MS;
  let last = '';
  let steadySince = Number.POSITIVE_INFINITY;
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const { settled, state } = (await page.evaluate(`({ settled: ${SETTLED}, state: JSON.stringify(${READ_PAGE}) })`)) as { settled: boolean; state: string };
    if (!settled || underWay > 0 || state !== last) steadySince = Number.POSITIVE_INFINITY;
    else if (steadySince === Number.POSITIVE_INFINITY) steadySince = Date.now();
    else if (Date.now() - steadySince >= 1000) return;
    last = state;
  }
  throw new Error(`the signed-in ${pathname} was not drawn within ${DRAWN_WITHIN_MS / 1000} s`);
}

async function main(builtDir: string) {
  const output = path.join(builtDir, FIRST_STYLES);
  rmSync(output, { force: true });
  if (!existsSync(CHROMIUM_PATH)) return console.log(`first-screen styles: none (no Chromium at ${CHROMIUM_PATH}; Debian's chromium package puts it there)`);
  const playwright = await import('@playwright/test').catch(() => null);
  if (!playwright) return console.log('first-screen styles: none (Playwright is a development dependency, not installed here)');

  const panel = await startDemoPanel(builtDir);
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await panel.close();
    throw error;
  });
  try {
    const { origin, ownerToken: token } = panel;
    const recordRules = async (pathname: string): Promise<string[]> => {
      const rules: string[] = [];
      const worn = new Set<string>();
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: origin }]);
        await context.addInitScript({ content: RECORD_RULES });
        const page = await context.newPage();
        await page.goto(origin + pathname, { waitUntil: 'load', timeout: DRAWN_WITHIN_MS });
        await settle(page, pathname);
        if (new URL(page.url()).pathname !== pathname) throw new Error(`the signed-in panel left ${pathname} for ${page.url()}`);
        const read = (await page.evaluate(READ_PAGE)) as { rules: string[]; worn: string[] };
        rules.push(...read.rules);
        for (const name of read.worn) worn.add(name);
        await context.close();
      }
      const kept = settledRules(rules, worn);
      if (!kept.length) throw new Error(`the signed-in ${pathname} wears no Emotion class once drawn: is it drawn?`);
      return kept;
    };

    const home = await recordRules(HOME);
    const elsewhere = drawsShellPage(builtDir) ? new Set(await recordRules(SHELL_PAGE)) : null;
    const shared = elsewhere ? home.filter((rule) => elsewhere.has(rule)) : [];
    const styles: FirstStyles = { home: recorded(home), shell: shared.length ? recorded(shared) : null };
    writeFileSync(output, JSON.stringify(styles));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const summary = ({ names, css }: RecordedStyles) => `${names.length} classes, ${kb(css.length)} (${kb(gzipSync(css).length)} gzip)`;
    console.log(`first-screen styles: "${HOME}" ${summary(styles.home)}; the shell's, for other pages, ${styles.shell ? summary(styles.shell) : `none (no ${SHELL_PAGE} with the shell, or nothing shared with it)`}`);
  } finally {
    await browser.close();
    await panel.close();
  }
}

const builtDir = process.argv[2];
if (!builtDir || !existsSync(path.join(builtDir, 'index.html'))) {
  console.error('usage: tsx scripts/capture-first-styles.ts <a built panel folder, with its index.html>');
  process.exit(2);
}
await main(path.resolve(builtDir));
