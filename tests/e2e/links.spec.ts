import { expect, test, type Page, type Request } from './fixtures';
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

/**
 * Counts the page's requests under way. Playwright's "networkidle" waits 500 ms of silence on every page, and
 * pages that poll never reach it; answered requests are what a page's links and redirects wait on.
 */
function requestsUnderWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

async function answered(page: Page, underWay: () => number) {
  const until = Date.now() + IDLE_MS;
  let quietSince = underWay() === 0 ? Date.now() : Infinity;
  while (Date.now() < until && Date.now() - quietSince < QUIET_MS) {
    await page.waitForTimeout(25);
    if (underWay() > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

/**
 * Follows `href` inside the app, as a click on a link does: the router reads the new address on the history's
 * popstate. A cold load per link (the walks' first way) started the app anew for each, most of their time;
 * each page's address loaded afresh is what the phone walks check, page by page. The router draws the next
 * page in a transition, the last one shown until the next one's code and data came: resolved once the page
 * has changed (anything added to or taken from its main region), or after SETTLE_MS, left to the checks that follow.
 */
async function follow(page: Page, href: string) {
  const { pathname, search } = new URL(page.url());
  if (pathname + search === href) return;
  await page.evaluate(
    ({ href, settleMs }) =>
      new Promise<void>((resolve) => {
        // Menus and their fading portals sit outside the page's main region.
        const holdsMain = (nodes: NodeList) => [...nodes].some((node) => node instanceof Element && (node.matches('main') || node.querySelector('main') !== null));
        const pageChanged = (record: MutationRecord) =>
          (record.target instanceof Element ? record.target : record.target.parentElement)?.closest('main') != null || holdsMain(record.addedNodes) || holdsMain(record.removedNodes);
        const observer = new MutationObserver((records) => {
          if (records.some(pageChanged)) done();
        });
        const timer = setTimeout(() => done(), settleMs);
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        history.pushState(null, '', href);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    { href, settleMs: SETTLE_MS },
  );
}

/** Opens `href` and says what is wrong with where it leads, or null: the 404 page, or a spinner that never ends. */
async function problemAt(page: Page, href: string, underWay: () => number): Promise<string | null> {
  await follow(page, href);
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
