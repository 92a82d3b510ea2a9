import { describe, expect, it } from 'vitest';
import { PRICING, type Pricing } from './catalogue';
import { bonusAmount, bonusPercent, defaultPeriod, discountPercent, offeredPeriods, periodOffers, periodTotal } from './pricing';

const table: Pricing = { BR: { '2': { 1: 59.9, 6: 56.9, 12: 53.9, 24: 50.9, 36: 47.9 }, '31': { 1: 49.9, 6: 47.4, 12: 44.9 } } };

describe('pricing of a period', () => {
  it.each([
    [1, 59.9, 59.9, 0, 0, 0],
    [6, 56.9, 341.4, 5, 5, 17.07],
    [12, 53.9, 646.8, 10, 10, 64.68],
    [24, 50.9, 1221.6, 15, 20, 244.32],
    [36, 47.9, 1724.4, 20, 30, 517.32],
  ] as const)('%i months: monthly %d, total %d, discount %i%%, bonus %i%% (%d)', (period, monthly, total, discount, bonus, bonusValue) => {
    const offer = periodOffers(table, 'BR', 2).find((o) => o.period === period)!;
    expect(offer.monthly).toBe(monthly);
    expect(offer.total).toBe(total);
    expect(offer.discount).toBe(discount);
    expect(offer.bonus).toBe(bonus);
    expect(offer.bonusAmount).toBe(bonusValue);
  });

  it('floors the saving: 28,41 against 29,90 is 4%, not 5%', () => {
    expect(discountPercent(28.41, 29.9)).toBe(4);
    expect(discountPercent(28.4, 29.9)).toBe(5);
  });

  it('keeps cents exact where floating point would not', () => {
    expect(periodTotal(0.1, 3)).toBe(0.3);
    expect(bonusAmount(341.4, 6)).toBe(17.07);
    expect(bonusPercent(36)).toBe(30);
  });

  it('offers only the periods of the table and defaults to the longest', () => {
    expect(offeredPeriods(table, 'BR', 31)).toEqual([1, 6, 12]);
    expect(defaultPeriod(offeredPeriods(table, 'BR', 31))).toBe(12);
    expect(offeredPeriods(table, 'US', 2)).toEqual([]);
  });

  it('the catalogue gives every longer period a discount of at least its nominal cut', () => {
    for (const offer of periodOffers(PRICING, 'BR', 1)) {
      expect(offer.discount).toBeGreaterThanOrEqual({ 1: 0, 6: 5, 12: 10, 24: 15, 36: 20 }[offer.period]);
    }
    expect(offeredPeriods(PRICING, 'US', 1)).toEqual([1, 6, 12, 24, 36]);
    expect(offeredPeriods(PRICING, 'US', 12)).toEqual([]);
  });
});
