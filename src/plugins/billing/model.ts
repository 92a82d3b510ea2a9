import type { Period } from '../recharge/contract';

/**
 * The account's money pages (part 1 §2 "Account pages", §3 Recharge record / Billing item / Cost item,
 * §7): answers, limits, texts, paths and query keys shared by the pages and the API, without zod
 * (the header and the dashboard load this, not contract.ts).
 */

export interface BillingItem {
  domain: string;
  amount: number;
}

/** GET /billing answers `{ data: { data: BillingReport } }`, the double envelope the specification names. */
export interface BillingReport {
  billing: BillingItem[];
  total: number;
}

export interface CostItem {
  domain: string;
  /** What the hosting costs per month as it stands: a paused one at 30% of its plan. */
  monthly: number;
  monthlyNoAddons: number;
  accelerator: number;
  balancer: number;
  dailyBackup: number;
  /** What the site discount takes off the plan per month (0 without it). */
  discount: number;
  isPaused: boolean;
}

/** GET /billing/cost answers `{ data: { data: CostReport } }`. */
export interface CostReport {
  items: CostItem[];
  total: number;
  /** The owner's Active hostings, and the site discount they earn (part 1 §9). */
  activeSites: number;
  discountPercent: number;
}

export { SITE_DISCOUNT, siteDiscountPercent } from '../../server/billing/siteDiscount';

export type RechargeStatus = 'Paid' | 'Pending' | 'Cancelled';

export interface RechargeRecord {
  date: string;
  description: string;
  amount: number;
  status: RechargeStatus;
  /** Link to the service invoice (NFS-e) when one was issued. */
  nfse: string | null;
}

/** The history shows the latest recharges only (part 1 §2 "History"). */
export const HISTORY_LIMIT = 100;

/** "Outro mês" offers these months back from the current one (part 1 §2 "Billing"). */
export const OTHER_MONTHS = { from: 2, to: 23 } as const;

export const BILLING_TEXTS = {
  year: 'Informe o ano como um número inteiro.',
  month: 'Informe o mês como um número inteiro de 1 a 12.',
} as const;
export const billingPaths = {
  billing: '/billing',
  cost: '/billing/cost',
  history: '/recharge',
};

export const billingKeys = {
  month: (year: number, month: number) => ['billing', 'month', year, month] as const,
  cost: ['billing', 'cost'] as const,
  history: ['billing', 'history'] as const,
};

/** Emergency credit keeps suspended hostings active up to 3 days at no extra fee (part 2 §9). */
export const EMERGENCY_DAYS = 3;

/** GET /recharge/emergency (part 1 §7): isSuspended, isEnabled, isAllowed; expiresAt while it is on. */
export interface EmergencyState {
  /** Some of the account's hostings are suspended for lack of credits. */
  isSuspended: boolean;
  /** Emergency credit is keeping them active now. */
  isEnabled: boolean;
  /** The user may take it now. */
  isAllowed: boolean;
  expiresAt: string | null;
}

export const EMERGENCY_TEXTS = {
  notAllowed: 'O crédito emergencial não está disponível para a sua conta no momento.',
} as const;

/** The development clock moves at most a leap year's hours per call. */
export const MAX_ADVANCE_HOURS = 24 * 366;

export const CLOCK_TEXTS = {
  hours: `Informe um número inteiro de horas, de 1 a ${MAX_ADVANCE_HOURS}.`,
} as const;
export const emergencyPaths = {
  state: '/recharge/emergency',
  take: '/recharge/emergency',
};

export const emergencyKeys = {
  state: ['billing', 'emergency'] as const,
};

/** The suspension screen a suspended site shows to its visitors (part 1 §3): title, subtitle and colours. */
export interface SuspensionScreen {
  title: string;
  subtitle: string;
  bgColor: string;
  textColor: string;
}

/** The specification's default colours; the texts are the panel's own. */
export const SUSPENSION_SCREEN_DEFAULTS: SuspensionScreen = {
  title: 'Site temporariamente suspenso',
  subtitle: 'Este site está temporariamente indisponível. Volte em breve.',
  bgColor: '#6535d8',
  textColor: '#ffffff',
};

export const SUSPENSION_SCREEN_TEXTS = {
  title: 'Informe o título da tela de suspensão (até 100 caracteres).',
  color: 'Informe a cor no formato #RRGGBB.',
} as const;
export const suspensionScreenPaths = { screen: '/user/suspension', reset: '/user/suspension/reset' };
export const suspensionScreenKeys = { screen: ['billing', 'suspension-screen'] as const };

/** GET /billing/forecast: the days the balance lasts, and with a recharge of `amount` for `period` months (its bonus included). */
export interface CreditForecast {
  balance: number;
  /** What a day costs now, as the engine charges it. */
  dailyCost: number;
  days: number | null;
  recharge: { amount: number; period: Period; bonusPercent: number; bonus: number; balance: number; days: number | null } | null;
}
export const forecastPath = '/billing/forecast';
export const forecastKey = (amount: number | null, period: number) => ['billing', 'forecast', amount, period] as const;
