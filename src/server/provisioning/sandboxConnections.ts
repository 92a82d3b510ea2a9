import { createHash } from 'node:crypto';
import { CONNECTION_LIMIT } from './databases';

const HOUR_MS = 3_600_000;

/** Four numbers in [0, 1) drawn from a database's name: the same name always gives the same curve. */
function seedOf(dbname: string): number[] {
  const digest = createHash('sha256').update(dbname).digest();
  return [0, 4, 8, 12].map((offset) => digest.readUInt32BE(offset) / 2 ** 32);
}

/**
 * A sandbox database's open connections at a moment: a daily rhythm plus a faster wave, both
 * continuous in time and fixed by the name, so a chart drawn twice shows the same line and
 * neighbouring moments have neighbouring values. Never above the per-user ceiling.
 */
export function sandboxConnectionsAt(dbname: string, atMs: number): number {
  const [a, b, c, d] = seedOf(dbname);
  const base = 3 + a * 10;
  const daily = (2 + b * 6) * Math.sin((2 * Math.PI * atMs) / (24 * HOUR_MS) + c * 2 * Math.PI);
  const fast = (1 + d * 3) * Math.sin((2 * Math.PI * atMs) / (1.7 * HOUR_MS) + a * 2 * Math.PI);
  return Math.min(CONNECTION_LIMIT, Math.max(0, Math.round(base + daily + fast)));
}
