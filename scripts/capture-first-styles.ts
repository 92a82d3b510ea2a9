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
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TOKEN_COOKIE } from '../src/core/auth/tokenCookie';
import { PAGE_FILES, type FirstPageFiles } from '../src/core/shell/firstCodeLists';
import { FIRST_STYLES, HOME, type FirstStyles, type RecordedStyles } from '../src/core/shell/firstStyles';
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

const READ_RULES = `[...window.__firstStyles, ...[...document.querySelectorAll('style[data-emotion="css"]')].map((tag) => tag.textContent).filter(Boolean)]`;

const EMOTION_CLASS = /\.css-([a-z0-9]+)/g;

function recorded(rules: string[]): RecordedStyles {
  const css = rules.join('');
  return { names: [...new Set([...css.matchAll(EMOTION_CLASS)].map((match) => match[1]))], css };
}

/** Whether the brand has the page the shell's rules are told from, drawn with the shell (page-files.json). */
function drawsShellPage(builtDir: string): boolean {
  const { routes } = JSON.parse(readFileSync(path.join(builtDir, PAGE_FILES), 'utf8')) as FirstPageFiles;
  return routes.some((route) => route.path === SHELL_PAGE && !route.bare);
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
      const rules = new Set<string>();
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: origin }]);
        await context.addInitScript({ content: RECORD_RULES });
        const page = await context.newPage();
        await page.goto(origin + pathname, { waitUntil: 'networkidle' });
        if (new URL(page.url()).pathname !== pathname) throw new Error(`the signed-in panel left ${pathname} for ${page.url()}`);
        for (const rule of (await page.evaluate(READ_RULES)) as string[]) rules.add(rule);
        await context.close();
      }
      if (!rules.size) throw new Error(`the signed-in ${pathname} inserted no Emotion rules: is it drawn?`);
      return [...rules];
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
