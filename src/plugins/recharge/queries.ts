import { apiQuery } from '@core';
import type { AutoRechargeState } from './autoSchemas';
import { rechargePaths } from './model';

/**
 * GET /recharge/auto, read by the auto-recharge page, the declined-payment announcement and the
 * promotions' invitation to turn it on: the page writes this cache whenever the state changes.
 */
export const autoRechargeQuery = {
  queryKey: ['recharge', 'auto'] as const,
  ...apiQuery<AutoRechargeState>(rechargePaths.auto),
  staleTime: 30_000,
};
