import { test as base } from '@playwright/test';
import { serverPort } from './servers';

export { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Playwright's test, pointed at this worker's own server (see servers.ts). */
export const test = base.extend({
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${serverPort(testInfo.parallelIndex)}`);
  },
});
