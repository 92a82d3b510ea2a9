import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget';

describe('a redirect keeps the query string', () => {
  it("adds the visitor's query to a plain target", () => {
    expect(redirectTarget('/auth/login', '?redirect=%2Fhosting')).toBe('/auth/login?redirect=%2Fhosting');
    expect(redirectTarget('/auth/login', '')).toBe('/auth/login');
  });

  it("joins a target's own query with the visitor's, the target's parameters winning", () => {
    expect(redirectTarget('/payment/manual-recharge?period=36', '?aff=12&period=1')).toBe('/payment/manual-recharge?period=36&aff=12');
    expect(redirectTarget('/payment/manual-recharge?period=36', '')).toBe('/payment/manual-recharge?period=36');
    expect(redirectTarget('/help?a=1#videos', '?b=2')).toBe('/help?a=1&b=2#videos');
  });
});
