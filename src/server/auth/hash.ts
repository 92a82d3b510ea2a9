import { createHash } from 'node:crypto';

/** Tokens and codes are stored as their SHA-256, so a leaked database holds none that work. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
