import { describe, expect, it } from 'vitest';
import { billingIntervalMs } from './schedule';

describe('the billing interval', () => {
  it('is an hour of real time unless BILLING_INTERVAL_SECONDS says otherwise', () => {
    expect(billingIntervalMs({})).toBe(3_600_000);
    expect(billingIntervalMs({ BILLING_INTERVAL_SECONDS: '60' })).toBe(60_000);
    for (const wrong of ['abc', '0', '-5']) expect(billingIntervalMs({ BILLING_INTERVAL_SECONDS: wrong })).toBe(3_600_000);
  });
});
