import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = `.tmp/e2e-data-${port}`;

/** End-to-end tests in Debian's Chromium against the built panel and the API on a fresh data folder. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx src/server/main.ts`,
    env: { SANDBOX: 'on', PORT: String(port), DATA_DIR: dataDir, TIME_SCALE: '0.05', BRAND: 'default', ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}) },
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
