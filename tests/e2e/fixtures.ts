import { test as base } from '@playwright/test';
import { serverPort } from './servers';

export { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

/** Playwright's test, pointed at this worker's own server (see servers.ts). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from the destructured first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(`http://localhost:${serverPort(testInfo.parallelIndex)}`);
  },
});
