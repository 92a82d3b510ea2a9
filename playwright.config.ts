import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_WORKERS, ftpEnv, serverPorts, SANDBOX_DATABASES } from './tests/e2e/servers';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * Debian's chromium-headless-shell where installed (.ci/run installs it), unless CHROMIUM_PATH names a
 * browser: the same Chromium without the full browser's windowing, Playwright's own choice for headless
 * runs. The same 16 DNS tests on 2 workers: its processes spent 75-86 CPU-seconds against 96 for chromium's.
 */
const E2E_CHROMIUM_PATH = !process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;

/** End-to-end tests in Debian's Chromium against the built panel, one API per worker on a fresh data folder. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // The longest flows take 25 s alone and two to three times that while CI's three workers share two
  // cores: a hung test still fails, two minutes in.
  timeout: 120_000,
  // A page's first answer waits on its lazy chunk and its data while three browsers share two cores.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${serverPorts[0]}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      // --process-per-site: a worker's pages share its context's renderer instead of each starting one, whose
      // start and exit cost CPU, much of it in the kernel (41 tests on 3 workers: 15-25% less CPU and time).
      // --max-opt=1: V8 stops at its baseline compiler. A test's page lives seconds, and optimising the panel's
      // code again on every page was over half the renderer's background threads: the 16 DNS tests on 2
      // workers spent 31-32 renderer CPU-seconds with it against 45.5 without (docs/testing.md).
      args: [...CHROMIUM_ARGS, '--process-per-site', '--js-flags=--max-opt=1'],
    },
  },
  webServer: serverPorts.map((port) => {
    const dataDir = `.tmp/e2e-data-${port}`;
    return {
      command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
      env: { SANDBOX: 'on', PORT: String(port), ...ftpEnv(port), ...SANDBOX_DATABASES, DATA_DIR: dataDir, TIME_SCALE: '0.05', BRAND: 'default', ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}) },
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      // Three servers seed their demo data at once on two cores.
      timeout: 180_000,
    };
  }),
});
