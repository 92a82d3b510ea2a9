import { BONUS_PERCENT, PERIODS, type Period } from '../recharge/contract';
import type { Pricing, Region } from './catalogue';

/** What a period costs and gives (part 1 §9): all sums in integer cents to avoid float drift. */

const cents = (reais: number) => Math.round(reais * 100);
const reais = (value: number) => value / 100;

/** The periods the pricing table offers for a plan, shortest first. */
export function offeredPeriods(pricing: Pricing, region: Region, planId: number): Period[] {
  const table = pricing[region]?.[planId] ?? {};
  return PERIODS.filter((p) => table[p] !== undefined);
}

/** The longest offered period is the default (part 1 §9). */
export function defaultPeriod(periods: readonly Period[]): Period | undefined {
  return periods[periods.length - 1];
}

export function monthlyPrice(pricing: Pricing, region: Region, planId: number, period: Period): number | undefined {
  return pricing[region]?.[planId]?.[period];
}

/** Period total = monthly price times months. */
export function periodTotal(monthly: number, months: number): number {
  return reais(cents(monthly) * months);
}

/** Floor of the saving against the 1-month price, in percent. */
export function discountPercent(monthlyAtPeriod: number, monthlyAtOneMonth: number): number {
  const full = cents(monthlyAtOneMonth);
  if (full <= 0) return 0;
  return Math.floor(((full - cents(monthlyAtPeriod)) * 100) / full);
}

export function bonusPercent(period: Period): number {
  return BONUS_PERCENT[period];
}

export function bonusAmount(total: number, period: Period): number {
  return reais(Math.round((cents(total) * BONUS_PERCENT[period]) / 100));
}

export interface PeriodOffer {
  period: Period;
  monthly: number;
  total: number;
  discount: number;
  bonus: number;
  bonusAmount: number;
}

export function periodOffers(pricing: Pricing, region: Region, planId: number): PeriodOffer[] {
  const periods = offeredPeriods(pricing, region, planId);
  const oneMonth = monthlyPrice(pricing, region, planId, 1) ?? 0;
  return periods.map((period) => {
    const monthly = monthlyPrice(pricing, region, planId, period)!;
    const total = periodTotal(monthly, period);
    return { period, monthly, total, discount: discountPercent(monthly, oneMonth), bonus: bonusPercent(period), bonusAmount: bonusAmount(total, period) };
  });
}
