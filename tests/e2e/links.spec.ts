import { expect, test, type Page } from './fixtures';
import { followInApp, requestsQuiet, requestsUnderWay } from './inAppNavigation';
import { signIn } from './support';

const NOT_FOUND_TEXT = 'Parece que a página que você está buscando não está funcionando ou não foi encontrada porque não existe.';
/** Loading indicators: a page still showing one after this long is stuck. */
const SPINNERS = '.MuiCircularProgress-root:visible, .MuiSkeleton-root:visible';
const SETTLE_MS = 10_000;
/** Longest wait for the page's requests to end: a page holding one open for long is judged by its spinners. */
const IDLE_MS = 1_000;
/** How long no request may be under way before the page counts as answered (a request may lead to the next). */
const QUIET_MS = 150;

/** The pages every walk starts from, besides whatever they link to. */
const START_PAGES = ['/', '/welcome', '/hostings', '/domains', '/payment/billing', '/payment/manual-recharge', '/support/tickets', '/user/profile', '/user/notifications', '/user/access'];
/** Followed but not visited: it signs the walker out. */
const NOT_VISITED = new Set(['/logout']);

/**
 * One visit per kind of link: ids in a path become placeholders ("/support/ticket/:id"). Each hosting's and
 * domain's own page ("/hosting/a.com.br") is visited, since the tabs and links it offers depend on its state;
 * the pages under it once, for whichever hosting leads there first ("/hosting/:id/dns").
 * Query values become placeholders too ("?name=:v": one app's install form stands for the catalogue's others),
 * except flags ("?transfer=1"), which switch a page into another mode.
 */
function linkPattern(href: string): string {
  const url = new URL(href, 'http://painel.invalid');
  const parts = url.pathname.split('/');
  const segments = parts.map((segment, i) => ((i !== 2 || parts.length > 3) && /\.|^\d+$|^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment));
  const query = [...url.searchParams].map(([key, value]) => `${key}=${/^(0|1|true|false)$/.test(value) ? value : ':v'}`);
  return segments.join('/') + (query.length > 0 ? `?${query.join('&')}` : '');
}

/** The internal links a page renders: anchors, and the items of every menu it can open. */
async function renderedLinks(page: Page, openedShellMenus: Set<string>): Promise<string[]> {
  const anchors = () =>
    page.locator('a[href^="/"]:not([href^="//"])').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const found = await anchors();
  // A page that opens with a dialog (as "?add=1" does): its links are collected, then it is closed to reach the menus.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const menuButtons = page.locator('button[aria-haspopup="menu"]:visible');
  for (let i = 0; i < (await menuButtons.count()); i++) {
    // The header's menus are the same on every page: opened once per walk.
    const button = menuButtons.nth(i);
    if (await button.evaluate((el) => el.closest('header') !== null)) {
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      if (openedShellMenus.has(name)) continue;
      openedShellMenus.add(name);
    }
    await button.click({ timeout: 5_000 });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    found.push(...(await menu.locator('[href^="/"]').evaluateAll((items) => items.map((a) => a.getAttribute('href')!))));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return found;
}

async function answered(page: Page, underWay: () => number) {
  await requestsQuiet(page, underWay, { quietMs: QUIET_MS, longestMs: IDLE_MS });
}

/** Opens `href` and says what is wrong with where it leads, or null: the 404 page, or a spinner that never ends. */
async function problemAt(page: Page, href: string, underWay: () => number): Promise<string | null> {
  // The address itself, as a browser asks for it when loaded cold: the server answers it with the app.
  const served = await page.request.get(href);
  if (!served.ok() || !(served.headers()['content-type'] ?? '').startsWith('text/html')) return `is answered ${served.status()} ${served.headers()['content-type'] ?? ''} when loaded`;
  // Then followed in the app, as its links are: each page loaded cold and drawn is the phone walks' and the features' tests'.
  await followInApp(page, href, SETTLE_MS);
  await answered(page, underWay);
  // A page is ready once its heading (or the 404 text) is drawn; lists draw their links once their data has come.
  await page.locator('main h1').or(page.getByText(NOT_FOUND_TEXT)).first().waitFor({ timeout: SETTLE_MS }).catch(() => undefined);
  await answered(page, underWay);
  try {
    await expect(page.locator(SPINNERS)).toHaveCount(0, { timeout: SETTLE_MS });
  } catch {
    return `still loading after ${SETTLE_MS / 1000} s`;
  }
  // A page that finds nothing moves on to /404 once its data answered: after the requests that follow it end.
  await answered(page, underWay);
  if (new URL(page.url()).pathname === '/404' || (await page.getByText(NOT_FOUND_TEXT).count()) > 0) return `reaches the 404 page (${page.url()})`;
  return null;
}

/** Visits every page reachable through rendered links, once per link pattern; lists the links that lead nowhere. */
async function walk(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const openedShellMenus = new Set<string>();
  const started = Date.now();
  const underWay = requestsUnderWay(page);
  const queue: { href: string; from: string }[] = START_PAGES.map((href) => ({ href, from: '(start)' }));
  while (queue.length > 0) {
    const { href, from } = queue.shift()!;
    const pattern = linkPattern(href);
    if (seen.has(pattern) || NOT_VISITED.has(new URL(href, 'http://painel.invalid').pathname)) continue;
    seen.add(pattern);
    if (process.env.LINKS_DEBUG) console.log(`${seen.size} +${Date.now() - started} ms ${href} <- ${from}`);
    const problem = await problemAt(page, href, underWay);
    if (problem) {
      problems.push(`${href} (linked from ${from}) ${problem}`);
      continue;
    }
    for (const next of await renderedLinks(page, openedShellMenus)) queue.push({ href: next, from: href });
  }
  expect(seen.size, 'the walk reached the built pages').toBeGreaterThan(15);
  return problems;
}

// The two walks change nothing: each on a worker of its own.
test.describe.configure({ mode: 'parallel' });

for (const [who, email] of [
  ['the owner', 'cliente@exemplo.com.br'],
  ['the guest', 'convidado@exemplo.com.br'],
] as const) {
  test(`every link ${who} is shown leads to a page`, async ({ page }) => {
    test.setTimeout(420_000);
    await signIn(page, email, '/');
    expect(await walk(page)).toEqual([]);
  });
}
