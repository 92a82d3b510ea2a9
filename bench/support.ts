import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { ftpEnv } from '../tests/e2e/servers';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The order in which round `round` measures `count` builds or pages: forward, then backward (A B, B A, …),
 * so that a busy minute of the machine falls on each alike.
 */
export function turnOrder(count: number, round: number): number[] {
  const forward = Array.from({ length: count }, (_, index) => index);
  return round % 2 === 0 ? forward : forward.reverse();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Starts the panel's server on a fresh data folder and resolves when it answers. */
export async function startPanel(port: number, staticDir: string, dataDir: string): Promise<ChildProcess> {
  mkdirSync(dataDir, { recursive: true });
  const log = path.join(dataDir, '..', `panel-${port}.log`);
  // Vite's build sets NODE_ENV=production in this process; the sandboxes refuse to start under it.
  const { NODE_ENV: _built, ...env } = process.env;
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...env, SANDBOX: 'on', PORT: String(port), ...ftpEnv(port), STATIC_DIR: staticDir, DATA_DIR: dataDir },
    // Its output goes beside its data, to read when it does not start.
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    detached: true,
  });
  // Up to a minute: a busy machine compiles the TypeScript slowly.
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop(child);
  throw new Error(`panel did not start: see ${log}`);
}

export function stop(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows.map((r) => r.map((cell, c) => String(cell).padEnd(widths[c])).join('  ')).join('\n');
}
