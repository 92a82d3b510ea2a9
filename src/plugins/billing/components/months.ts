import { dayjs } from '@core';
import { OTHER_MONTHS } from '../contract';

export interface BillingMonth {
  /** Months before the current one: 0 is this month. */
  back: number;
  year: number;
  month: number;
  /** "março de 2026" */
  label: string;
}

export function monthBack(back: number, today = dayjs()): BillingMonth {
  const day = today.subtract(back, 'month');
  return { back, year: day.year(), month: day.month() + 1, label: day.format('MMMM [de] YYYY') };
}

/** The months "Outro mês" offers: 2 to 23 months back. */
export function otherMonths(today = dayjs()): BillingMonth[] {
  return Array.from({ length: OTHER_MONTHS.to - OTHER_MONTHS.from + 1 }, (_, i) => monthBack(OTHER_MONTHS.from + i, today));
}
