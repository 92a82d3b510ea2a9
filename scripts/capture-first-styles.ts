/**
 * Records the Emotion rules that the built panel's signed-in "/" inserts until it is drawn and quiet, at
 * a desktop's width and a phone's, and writes them beside its index.html (first-styles.json) for the
 * server to put in that page. A cold "/" otherwise spends about 30 ms of its main thread running those
 * rules through stylis and insertRule. They come from the build itself (its brand's theme, its
 * components), so they are never stale; a rule the page does not find here it inserts as before.
 *
 * Run by the build (src/core/build/firstScreenStyles.ts) on the panel it has just written:
 *   tsx scripts/capture-first-styles.ts <built dir>
 * Without Debian's Chromium or Playwright (a production install), it says so and writes nothing: the
 * page works the same, a little later.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TOKEN_COOKIE } from '../src/core/auth/tokenCookie';
import { FIRST_STYLES, type FirstStyles } from '../src/core/shell/firstStyles';
import { buildApp } from '../src/server/app';
import { DEMO_PASSWORD } from '../src/server/db/seed';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const PAGE = '/';
const DEMO_OWNER = 'cliente@exemplo.com.br';
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

const READ_RULES = `[...window.__firstStyles, ...[...document.querySelectorAll('style[data-emotion="css"]')].map((tag) => tag.textContent).filter(Boolean)]`;

const EMOTION_CLASS = /\.css-([a-z0-9]+)/g;

async function main(builtDir: string) {
  const output = path.join(builtDir, FIRST_STYLES);
  rmSync(output, { force: true });
  if (!existsSync(CHROMIUM_PATH)) return console.log(`first-screen styles: none (no Chromium at ${CHROMIUM_PATH}; Debian's chromium package puts it there)`);
  const playwright = await import('@playwright/test').catch(() => null);
  if (!playwright) return console.log('first-screen styles: none (Playwright is a development dependency, not installed here)');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-first-styles-'));
  const app = await buildApp({ dataDir, staticDir: builtDir, sandbox: false, demo: true });
  const browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_OWNER, password: DEMO_PASSWORD } });
    const token = (login.json() as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`the demo account could not sign in: ${login.statusCode} ${login.body}`);

    const rules = new Set<string>();
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: origin }]);
      await context.addInitScript({ content: RECORD_RULES });
      const page = await context.newPage();
      await page.goto(origin + PAGE, { waitUntil: 'networkidle' });
      if (new URL(page.url()).pathname !== PAGE) throw new Error(`the signed-in panel left ${PAGE} for ${page.url()}`);
      for (const rule of (await page.evaluate(READ_RULES)) as string[]) rules.add(rule);
      await context.close();
    }

    const css = [...rules].join('');
    const names = [...new Set([...css.matchAll(EMOTION_CLASS)].map((match) => match[1]))];
    if (!names.length) throw new Error(`the signed-in ${PAGE} inserted no Emotion rules: is it drawn?`);
    const styles: FirstStyles = { path: PAGE, names, css };
    writeFileSync(output, JSON.stringify(styles));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`first-screen styles for "${PAGE}": ${rules.size} rules, ${names.length} classes, ${kb(css.length)} (${kb(gzipSync(css).length)} gzip)`);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const builtDir = process.argv[2];
if (!builtDir || !existsSync(path.join(builtDir, 'index.html'))) {
  console.error('usage: tsx scripts/capture-first-styles.ts <a built panel folder, with its index.html>');
  process.exit(2);
}
await main(path.resolve(builtDir));
