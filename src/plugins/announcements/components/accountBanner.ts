import type { Credits } from '@core';
import type { Hosting } from '../../hosting/contract';

/** "Credits ending" warning at 5 days or fewer (part 1 §9). */
export const LOW_CREDITS_DAYS = 5;

export type AccountBanner = 'suspended' | 'trial' | 'lowCredits';

/**
 * The one account banner to show, the most urgent first; all three ask for the same recharge,
 * so one sentence tells the state exactly and two never contradict each other:
 * - suspended: a hosting of the account's own is Suspended (its sites are down);
 * - trial: a hosting of its own is on the trial period. A trial account sees this banner only:
 *   its balance is expected to be empty, so "credits ending in 0 days" would be noise;
 * - lowCredits: the balance lasts 5 days or fewer at the current consumption.
 * Hostings shared by someone else are their owner's business.
 */
export function accountBanner(hostings: readonly Pick<Hosting, 'status' | 'isGuest' | 'isTester'>[], credits: Credits | undefined): AccountBanner | null {
  const owned = hostings.filter((h) => !h.isGuest);
  if (owned.some((h) => h.status === 'Suspended')) return 'suspended';
  if (owned.some((h) => h.isTester)) return 'trial';
  if (credits?.hasServices && credits.estimate !== null && credits.estimate <= LOW_CREDITS_DAYS) return 'lowCredits';
  return null;
}
