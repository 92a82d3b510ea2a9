import type { Product } from './catalogue';

/** The extras of step 3 and their prices (part 1 §9); the balancer is sold elsewhere, not in the wizard. */
export const EXTRAS = {
  elementor: { monthly: 0, oldMonthly: 42, products: ['wordpress'] as Product[] },
  accelerator: { monthly: 15, hourly: 0.0208, products: ['php', 'wordpress'] as Product[] },
  dailyBackup: { monthly: 10, products: ['php', 'wordpress'] as Product[] },
  migration: { oneOff: 25, products: ['php', 'wordpress'] as Product[] },
} as const;

export type ExtraId = keyof typeof EXTRAS;
export type ExtraChoice = Record<ExtraId, boolean>;

export const NO_EXTRAS: ExtraChoice = { elementor: false, accelerator: false, dailyBackup: false, migration: false };

export function extrasFor(product: Product): ExtraId[] {
  return (Object.keys(EXTRAS) as ExtraId[]).filter((id) => EXTRAS[id].products.includes(product));
}

/** What the chosen monthly extras add to the hosting's monthly price (the one-off migration is not in it). */
export function extrasMonthly(choice: ExtraChoice): number {
  return (choice.accelerator ? EXTRAS.accelerator.monthly : 0) + (choice.dailyBackup ? EXTRAS.dailyBackup.monthly : 0);
}

/** What the chosen extras add to a period's total: monthly ones times months, one-off ones once. */
export function extrasTotal(choice: ExtraChoice, months: number): number {
  let cents = 0;
  if (choice.accelerator) cents += EXTRAS.accelerator.monthly * 100 * months;
  if (choice.dailyBackup) cents += EXTRAS.dailyBackup.monthly * 100 * months;
  if (choice.migration) cents += EXTRAS.migration.oneOff * 100;
  return cents / 100;
}
