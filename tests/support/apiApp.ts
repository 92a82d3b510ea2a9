import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { LOCAL_CAPTCHA_TOKENS } from '../../src/server/auth/captcha';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { createTestDatabase, onPostgres } from './postgresDatabases';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * A real API on a throw-away data folder, seeded with the demo accounts unless `demo: false`.
 * With TEST_DATABASE=postgres its data lives in a throw-away PostgreSQL database instead of the
 * folder's SQLite file (unless the test needs SQLite itself: `sqliteOnly`).
 */
export async function createTestApp(options: { sandbox?: boolean; demo?: boolean; dataDir?: string; busyTimeoutMs?: number; databaseServers?: AppOptions['databaseServers']; sqliteOnly?: boolean; timeScale?: number; staticDir?: string; outgoing?: AppOptions['outgoing']; hostingNode?: AppOptions['hostingNode'] } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'painel-test-'));
  const database = onPostgres && !options.sqliteOnly ? await createTestDatabase(inject('postgresTemplate')) : null;
  const app = await buildApp({ dataDir, sandbox: options.sandbox ?? true, demo: options.demo ?? true, timeScale: options.timeScale ?? 0.01, busyTimeoutMs: options.busyTimeoutMs, databaseServers: options.databaseServers, databaseUrl: database?.url, staticDir: options.staticDir, outgoing: options.outgoing, hostingNode: options.hostingNode });
  await app.context.jobs.stop();
  const close = async () => {
    await app.close();
    await database?.drop();
    removeFolder(dataDir);
  };
  return { app, dataDir, close };
}

/**
 * Removes a closed app's data folder. Something can still create an entry in it while rmSync runs
 * (ENOTEMPTY in two CI runs), and rmSync's own retries repeat only the last rmdir, so the whole
 * removal is taken again instead. The likely writer, not caught in the act: @tus/file-store creates
 * its uploads folder with an fs.mkdir that nobody waits for, queued on libuv's pool.
 */
function removeFolder(folder: string, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(folder, { recursive: true, force: true });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' || attempt === attempts) throw error;
    }
  }
}

type TestAppOptions = Parameters<typeof createTestApp>[0];

/**
 * One API for the whole test file (or, with `perTest`, a fresh one for every test), started
 * before and closed after. The answer stands for the current app, so tests use it as the app.
 */
export function withTestApp({ perTest = false, ...options }: TestAppOptions & { perTest?: boolean } = {}): TestApp {
  let started: Awaited<ReturnType<typeof createTestApp>> | null = null;
  (perTest ? beforeEach : beforeAll)(async () => {
    started = await createTestApp(options);
  });
  (perTest ? afterEach : afterAll)(async () => {
    await started?.close();
    started = null;
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!started) throw new Error('withTestApp: the app starts in beforeAll; use it inside hooks and tests');
      const value: unknown = Reflect.get(started.app, key, started.app);
      return typeof value === 'function' ? value.bind(started.app) : value;
    },
  });
}

export async function loginAs(app: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, captcha: LOCAL_CAPTCHA_TOKENS.pass } });
  const token = response.json().data?.token as string | undefined;
  if (!token) throw new Error(`login of ${email} failed: ${response.body}`);
  return token;
}

/** The routes behind the captcha (sign-in, sign-up, password reset): the panel always sends one. */
const CAPTCHA_ROUTES = new Set(['/api/login', '/api/register', '/api/password/reset']);

/** A body for a captcha route carries the local provider's passing token, unless it names its own. */
function withCaptcha(url: string, payload: unknown): unknown {
  if (!CAPTCHA_ROUTES.has(url) || !payload || typeof payload !== 'object' || 'captcha' in payload) return payload;
  return { ...payload, captcha: LOCAL_CAPTCHA_TOKENS.pass };
}

/** app.inject with the bearer token of a signed-in user (or none), as the panel sends it (with a captcha where one is asked). */
export function call(app: TestApp, token: string | null, method: InjectOptions['method'], url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    payload: withCaptcha(url, payload) as InjectOptions['payload'],
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export const DEMO = {
  owner: 'cliente@exemplo.com.br',
  guest: 'convidado@exemplo.com.br',
  newcomer: 'novo@exemplo.com.br',
  affiliate: 'afiliado@exemplo.com.br',
  twoFactor: '2fa@exemplo.com.br',
} as const;
