import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import config from '../../playwright.config';
import { test } from './fixtures';
import { ftpEnv, SANDBOX_DATABASES } from './servers';

// Eight CPU-seconds alone, mostly loading the server's modules through tsx; beside CI's five browsers
// and the PostgreSQL pass on two cores it once took more than 150 s.
const START_WITHIN_MS = 300_000;

/**
 * A server of the spec's own on a fresh data folder, started like the suite's web server. For
 * tests that move the development clock: every account on a server shares it, so moving it on
 * the shared server would bill the demo accounts that other specs read.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  // Called from beforeAll: seeding the demo accounts takes a few seconds alone and a minute or more on a busy machine.
  test.setTimeout(Math.max(test.info().timeout, START_WITHIN_MS + 60_000));
  const webServer = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
  const dataDir = `.tmp/e2e-data-${port}`;
  const baseURL = `http://localhost:${port}`;
  const answers = () => fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
  // A server left running on the port (by an earlier run that was cut short) would answer for the new one, with its old data.
  if (await answers()) throw new Error(`port ${port} already has a server: stop it first`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...webServer?.env, PORT: String(port), ...ftpEnv(port), ...SANDBOX_DATABASES, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + START_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    if (await answers()) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server on port ${port} did not start within ${START_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseURL, stop };
}
