import { describe, expect, it } from 'vitest';
import { bearerTokenHash, sha256 } from './hash';

describe('bearerTokenHash', () => {
  it('is the SHA-256 of the token, the first time and when remembered, for each token apart', () => {
    const tokens = Array.from({ length: 2500 }, (_, i) => `token-${i}`);
    for (const token of tokens) expect(bearerTokenHash(token)).toBe(sha256(token));
    for (const token of tokens) expect(bearerTokenHash(token)).toBe(sha256(token));
    expect(bearerTokenHash('token-1')).not.toBe(bearerTokenHash('token-2'));
  });
});
