import { z } from '../../core/validation/zod';

/** The account's money pages (part 1 §2 "Account pages", §3 Recharge record / Billing item / Cost item, §7), shared by the pages and the API. */

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
  isPaused: boolean;
}

/** GET /billing/cost answers `{ data: { data: CostReport } }`. */
export interface CostReport {
  items: CostItem[];
  total: number;
}

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

const integerIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const billingQuerySchema = z.object({
  year: integerIn(2000, 2100, BILLING_TEXTS.year),
  month: integerIn(1, 12, BILLING_TEXTS.month),
});
export type BillingQuery = z.output<typeof billingQuerySchema>;

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
