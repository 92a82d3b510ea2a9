import type { Page, Request } from './fixtures';

/**
 * Counts the page's requests under way. Playwright's "networkidle" is a load state, reached once per
 * document: after a navigation inside the app it is already reached and waits for nothing.
 */
export function requestsUnderWay(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** Waits until no request has been under way for `quietMs` (one may lead to the next), or `longestMs` passed. */
export async function requestsQuiet(page: Page, underWay: () => number, { quietMs, longestMs }: { quietMs: number; longestMs: number }) {
  const until = Date.now() + longestMs;
  let quietSince = underWay() === 0 ? Date.now() : Infinity;
  while (Date.now() < until && Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(25);
    if (underWay() > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

/**
 * Follows `href` inside the app, as a click on one of its links does: the router reads the new address on
 * the history's popstate. A page loaded cold starts the whole app anew, most of a walk's time. The router
 * draws the next page in a transition, the last one shown until the next one's code and data came: this
 * resolves once the page has changed (anything added to or taken from its main region), or after
 * `longestMs`, leaving the judgement to the checks that follow.
 */
export async function followInApp(page: Page, href: string, longestMs: number) {
  const { pathname, search } = new URL(page.url());
  if (pathname + search === href) return;
  await page.evaluate(
    ({ href, longestMs }) =>
      new Promise<void>((resolve) => {
        // Menus and their fading portals sit outside the page's main region.
        const holdsMain = (nodes: NodeList) => [...nodes].some((node) => node instanceof Element && (node.matches('main') || node.querySelector('main') !== null));
        const pageChanged = (record: MutationRecord) =>
          (record.target instanceof Element ? record.target : record.target.parentElement)?.closest('main') != null || holdsMain(record.addedNodes) || holdsMain(record.removedNodes);
        const observer = new MutationObserver((records) => {
          if (records.some(pageChanged)) done();
        });
        const timer = setTimeout(() => done(), longestMs);
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        history.pushState(null, '', href);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }),
    { href, longestMs },
  );
}
