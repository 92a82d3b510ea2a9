import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';

/** Tokens and codes are stored as their SHA-256, so a leaked database holds none that work. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** As many bearer tokens as clients at once on a busy process; the least recently used goes first. */
const tokenHashes = new LRUCache<string, string>({ max: 2000 });

/**
 * The hash of a bearer token, remembered for the tokens in use: every request looks its token up by
 * hash, and hashing was a twentieth of the CPU of a signed-in list read. A hash never goes stale.
 */
export function bearerTokenHash(token: string): string {
  let hash = tokenHashes.get(token);
  if (hash === undefined) {
    hash = sha256(token);
    tokenHashes.set(token, hash);
  }
  return hash;
}
