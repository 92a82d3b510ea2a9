/**
 * Recharge (part 1 §3, §7, §9): payment methods, periods and their bonus, the amount's limits and the
 * API's paths, without zod (the dashboard's auto-recharge alert loads this, not schemas.ts).
 */

/** BOL (boleto) is offered by the manual recharge and the payment link only (part 1 §9). */
export const PAYMENT_METHODS = ['PIX', 'CRD', 'BOL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PERIODS = [1, 6, 12, 24, 36] as const;
export type Period = (typeof PERIODS)[number];

/** Bonus credited on top of a recharge, by period in months (part 1 §9, wizard reading). */
export const BONUS_PERCENT: Record<Period, number> = { 1: 0, 6: 5, 12: 10, 24: 20, 36: 30 };

export const MAX_INSTALLMENTS = 12;

/** A recharge is between R$ 1,00 and R$ 100.000,00. */
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT = 100_000;

export const rechargePaths = {
  recharge: '/recharge',
  validateCard: '/recharge/validate-card',
  simulate: '/recharge/simulate',
  fingerprint: '/recharge/fingerprint',
  status: (invoice: string) => `/recharge/status/${encodeURIComponent(invoice)}`,
  sandboxPay: (invoice: string) => `/sandbox/recharge/${encodeURIComponent(invoice)}/pay`,
  coupon: '/recharge/coupon',
  boleto: (invoice: string) => `/recharge/boleto/${encodeURIComponent(invoice)}`,
  nfse: (invoice: string) => `/recharge/nfse/${encodeURIComponent(invoice)}`,
  auto: '/recharge/auto',
  link: '/recharge/link',
  checkout: (token: string) => `/checkout/${encodeURIComponent(token)}`,
  checkoutPay: (token: string) => `/checkout/${encodeURIComponent(token)}/pay`,
  checkoutStatus: (token: string, invoice: string) => `/checkout/${encodeURIComponent(token)}/status/${encodeURIComponent(invoice)}`,
  checkoutSandboxPay: (token: string, invoice: string) => `/sandbox/checkout/${encodeURIComponent(token)}/${encodeURIComponent(invoice)}/pay`,
};
