/**
 * Promotions (part 1 §2 "Promotion banners", §3, §9): what the banners and the auto-recharge alert read,
 * shared with the API, without zod (the dashboard loads this, not contract.ts).
 */

/** GET /user/promotion (part 1 §3): whether a promotion runs for the user, its type, and the seconds left. */
export interface Promotion {
  active: boolean;
  type: string | null;
  expiration: number;
}

export type PromotionBannerKind = 'christmas' | 'tester' | 'default';

/**
 * The banners of part 1 §9 and where each leads (part 1 §2 "Promotion banners"): Christmas up to 61%
 * at 36 months to the manual recharge with ?period=36, tester up to 60% to the hosting wizard,
 * default up to 7 free months to the manual recharge.
 */
export const PROMOTION_BANNERS: Record<PromotionBannerKind, { to: string; value: number }> = {
  christmas: { to: '/payment/manual-recharge?period=36', value: 61 },
  tester: { to: '/hosting/create', value: 60 },
  default: { to: '/payment/manual-recharge', value: 7 },
};

export function bannerKind(type: string | null): PromotionBannerKind {
  return type === 'christmas' || type === 'tester' ? type : 'default';
}

/** The clock: days, then hh:mm:ss, counting down every second. */
export function formatRemaining(seconds: number): { days: number; time: string } {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, time: `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}` };
}

export const IGNORE_AUTO_RECHARGE_KEY = 'painel.autoRechargeAlert.ignored';

export const PROMOTION_TYPES = ['christmas', 'tester', 'default'] as const;
