import AxeBuilder from '@axe-core/playwright';
import { TOKEN_COOKIE } from '../../src/core/auth/tokenCookie';
import { FIRST_READS_OVERDUE, LONGEST_WAIT_MS } from '../../src/core/runtime/firstReadsWait';
import { expect, test, type Page } from './fixtures';

export const PASSWORD = 'demo12345';

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function login(page: Page, email: string, password = PASSWORD, path = '/auth/login') {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/**
 * Signs in through the API, as the login page would, and opens `path` directly: for tests about
 * another page, which need a session but not the login page's round trip through the dashboard.
 */
export async function signIn(page: Page, email: string, path: string, password = PASSWORD) {
  const answer = await page.request.post('/api/login', { data: { email, password, captcha: 'test' } });
  const { token, expiration } = ((await answer.json()) as { data: { token?: string; expiration?: number } }).data;
  if (!token || !expiration) throw new Error(`signing in as ${email} did not give a session: ${answer.status()}`);
  const { origin } = new URL(answer.url());
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: origin, sameSite: 'Strict', expires: Math.floor(Date.now() / 1000) + expiration }]);
  await page.goto(path);
}

/** No serious or critical axe violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Colours caught mid-transition (a button just enabled) are not what a person reads.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Legacy mode runs axe.run() in the page itself. The default runs it in parts and finishes in a new
  // blank page, a renderer started per check: three times the CPU, for cross-origin frames the panel has none of.
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Answers the matching requests no sooner than `ms` after they were sent, fetched from the server
 * meanwhile: late by `ms`, not by `ms` plus the server's own time, which on a loaded machine could pass
 * the longest the core waits for a page's first reads (one second) and test that wait instead.
 */
export async function answerLate(page: Page, url: Parameters<Page['route']>[0], ms = 250) {
  await page.route(url, async (route) => {
    const due = Date.now() + ms;
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    await route.fulfill({ response });
  });
}

const TIMELY_LOADS = 5;

/**
 * movesOf on a reload of the page whose first reads all answered within the page's longest wait for them
 * (LONGEST_WAIT_MS), once `drawn` says the page is there. Past that wait a page is drawn without its late
 * reads, by design, and leaves a measure of the wait (FIRST_READS_OVERDUE). Such a load says nothing of
 * whether the page waits, only that it waited its full second, which is checked; on a machine too busy to
 * answer in time this reloads up to TIMELY_LOADS times for a timely load, and skips the check, saying so,
 * when none was.
 */
export async function movesOnTimelyLoad(page: Page, selector: string, drawn: () => Promise<void>): Promise<string[]> {
  const overdue: string[] = [];
  while (overdue.length < TIMELY_LOADS) {
    await page.reload();
    await drawn();
    const waits = await page.evaluate(
      (name) => performance.getEntriesByName(name, 'measure').map((wait) => ({ reads: String((wait as PerformanceMeasure).detail), waited: wait.duration })),
      FIRST_READS_OVERDUE,
    );
    if (waits.length === 0) return movesOf(page, selector);
    // Timers may fire a millisecond early by the performance clock.
    for (const { reads, waited } of waits) expect(waited, `the page drew without ${reads} after ${waited} ms`).toBeGreaterThanOrEqual(LONGEST_WAIT_MS - 5);
    overdue.push(waits.map(({ reads, waited }) => `${reads} (${Math.round(waited)} ms)`).join(' + '));
  }
  test.skip(true, `too busy a machine to judge: no load answered its first reads within the page's longest wait: ${overdue.join('; ')}`);
  return [];
}

/**
 * How far the elements matching `selector`, or holding one, moved since the page loaded, as "top -> top"
 * of each layout shift (one names the outermost elements that moved); [] when none did.
 */
export async function movesOf(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & { sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        const holds = (node?: Node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as Shift[];
          resolve(shifts.flatMap((shift) => shift.sources.filter((source) => holds(source.node)).map((source) => `${source.previousRect.y} -> ${source.currentRect.y}`)));
        }).observe({ type: 'layout-shift', buffered: true });
        // The observer reports buffered shifts at once, and nothing when there were none.
        setTimeout(() => resolve([]), 1000);
      }),
    selector,
  );
}
