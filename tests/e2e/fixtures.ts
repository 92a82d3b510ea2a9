import { test as base, type BrowserContext, type Disposable, type Page, type Request } from '@playwright/test';
import { unansweredReport } from '../../scripts/testReports';
import { serverPort } from './servers';

export { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

/** A worker's context for one server, with a page that stays open on it between tests. */
interface SharedContext {
  context: BrowserContext;
  keeper: Page;
}
interface TestFixtures {
  /**
   * A page in a context of the test's own, closed after it, instead of the worker's kept one: for a test
   * that sets the page's clock (which stays set on a context) or must not meet code the kept renderer holds.
   */
  ownPage: Page;
}
interface WorkerFixtures {
  /** One browser context per server a worker's tests talk to, kept across its tests. */
  sharedContexts: Map<string, SharedContext>;
}

/**
 * The requests a test's pages make in the kept context: the origins they visited, whose storage is
 * cleared after it, and those still without an answer, for a failed test's report (a page found on
 * "Carregando..." past the expect timeout then says whether its code or its data never came).
 */
function trackRequests(context: BrowserContext) {
  const origins = new Set<string>();
  const unanswered = new Map<Request, number>();
  const start = (request: Request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol.startsWith('http')) origins.add(origin);
    unanswered.set(request, Date.now());
  };
  const end = (request: Request) => unanswered.delete(request);
  context.on('request', start);
  context.on('requestfinished', end);
  context.on('requestfailed', end);
  return {
    origins,
    stop() {
      context.off('request', start);
      context.off('requestfinished', end);
      context.off('requestfailed', end);
    },
    unanswered: () => [...unanswered].map(([request, at]) => ({ method: request.method(), url: request.url(), waitedMs: Date.now() - at })),
  };
}

/** Records the init scripts a test adds to the kept context, to remove them after it. */
function trackInitScripts(context: BrowserContext) {
  const added: Disposable[] = [];
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = (async (...args: Parameters<BrowserContext['addInitScript']>) => {
    const script = await addInitScript(...args);
    added.push(script);
    return script;
  }) as BrowserContext['addInitScript'];
  return {
    async dispose() {
      context.addInitScript = addInitScript;
      await Promise.all(added.splice(0).map((script) => script.dispose()));
    },
  };
}

/**
 * Playwright's test, pointed at this worker's own server (see servers.ts), with each test on a new
 * page of a context the worker keeps: a fresh context per test made Chromium start a renderer and
 * fetch and compile the shell's scripts anew every time (2.7 CPU-seconds per short test here, 1.5
 * with the context kept and a page left open on the server's /api/health, which keeps the site's
 * renderer alive for the next test's page). Between tests the context loses the test's pages (and
 * with them session storage and page routes), cookies, permissions, the local storage of the origins
 * it visited, context routes and init scripts, and offline, extra headers and geolocation; a test
 * that fails takes its context with it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Playwright reads a fixture's dependencies from the destructured first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(`http://localhost:${serverPort(testInfo.parallelIndex)}`);
  },
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const contexts = new Map<string, SharedContext>();
      await provide(contexts);
      await Promise.all([...contexts.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, sharedContexts, baseURL, locale, timezoneId }, provide, testInfo) => {
    const key = baseURL ?? '';
    let shared = sharedContexts.get(key);
    if (!shared) {
      const context = await browser.newContext({ baseURL, locale, timezoneId });
      const keeper = await context.newPage();
      await keeper.goto('/api/health');
      shared = { context, keeper };
      sharedContexts.set(key, shared);
    }
    const { context, keeper } = shared;
    const requests = trackRequests(context);
    const initScripts = trackInitScripts(context);
    await provide(context);
    requests.stop();
    await initScripts.dispose();

    if (testInfo.status !== testInfo.expectedStatus) {
      const waiting = requests.unanswered();
      if (waiting.length) console.error(unansweredReport(testInfo.titlePath.join(' › '), waiting));
      sharedContexts.delete(key);
      await context.close();
      return;
    }
    const cdp = await context.newCDPSession(keeper);
    for (const origin of requests.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,service_workers,cache_storage' });
    await cdp.detach();
    await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()));
    await context.clearCookies();
    await context.clearPermissions();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all([context.setOffline(false), context.setExtraHTTPHeaders({}), context.setGeolocation(null)]);
  },
  ownPage: async ({ browser, baseURL, locale, timezoneId }, provide) => {
    const context = await browser.newContext({ baseURL, locale, timezoneId });
    await provide(await context.newPage());
    await context.close();
  },
  page: async ({ context, viewport, reducedMotion }, provide) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    if (reducedMotion) await page.emulateMedia({ reducedMotion });
    await provide(page);
  },
});
