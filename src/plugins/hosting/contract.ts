import type { HostingStatus, Permissions } from '../../core/access/rules';
import { chargedMonthly, HOURS_PER_MONTH, PAUSED_CHARGE } from '../../server/billing/hourlyPrice';

/** The hosting as the API describes it to one user (part 1 §3), shared by the UI and the server. */
export interface Hosting {
  domain: string;
  domainAlt: string;
  status: HostingStatus;
  statusText: string;
  product: 'php' | 'wordpress' | 'n8n';
  plan: string;
  planId: number;
  server: string;
  serverIp: string;
  region: 'BR' | 'US';
  regionName: string;
  createdAt: string;
  paused: boolean;
  isGuest: boolean;
  isTester: boolean;
  hasDomain: boolean;
  permissions: Permissions;
}

/** In lists the API writes the status lower-cased (part 1 §3). */
export type HostingListItem = Omit<Hosting, 'status'> & { status: Lowercase<HostingStatus> };

export const STATUS_TEXT: Record<HostingStatus, string> = {
  Pending: 'Pendente',
  Active: 'Ativa',
  Suspended: 'Suspensa',
  Paused: 'Pausada',
  Restoring: 'Restaurando',
};

export const REGION_NAME = { BR: 'Brasil', US: 'E.U.A.' } as const;

export function statusFromList(status: string): HostingStatus {
  return (status.charAt(0).toUpperCase() + status.slice(1)) as HostingStatus;
}

export const hostingPaths = {
  list: '/hosting',
  one: (domain: string) => `/hosting/${encodeURIComponent(domain)}`,
  pause: (domain: string) => `/hosting/${encodeURIComponent(domain)}/pause`,
  unpause: (domain: string) => `/hosting/${encodeURIComponent(domain)}/unpause`,
  costs: (domain: string) => `/hosting/${encodeURIComponent(domain)}/costs`,
};

/** GET /hosting/{domain}/costs: what the hosting and its owner's account cost now, for the effect of a paid change. */
export interface HostingCosts {
  status: HostingStatus;
  /** The plan's monthly price (with the extras sold with it). */
  monthlyPrice: number;
  /** Paid extras a month (daily backup, balancer slots). */
  addOnsMonthly: number;
  /** Credits and bonus, in R$. */
  balance: number;
  /** What all the owner's hostings cost per hour now, in R$. */
  accountHourly: number;
}

export { PAUSED_CHARGE };

/** A paid change as the billing will see it: the hosting's new status or prices, or a one-off charge. */
export interface CostChange {
  status?: HostingStatus;
  monthlyPrice?: number;
  addOnsMonthly?: number;
  /** A hosting that starts to be billed (a restore): its monthly price while Active. */
  addedMonthly?: number;
  /** Taken from the credits at once (the restore fee). */
  charge?: number;
}

export interface CostEffect {
  hourlyBefore: number;
  hourlyAfter: number;
  /** Whole days the credits last (as the header's estimate): null when nothing is billed. */
  daysBefore: number | null;
  daysAfter: number | null;
}

export const daysLeft = (balance: number, hourly: number) => (hourly > 0 ? Math.max(0, Math.floor(balance / (hourly * 24))) : null);

/** The effect of a change on what the hosting costs per hour and on the days of credit left (part 2 §9: monthly / 720). */
export function costEffect(costs: HostingCosts, change: CostChange): CostEffect {
  const hourlyBefore = chargedMonthly(costs.status, costs.monthlyPrice, costs.addOnsMonthly) / HOURS_PER_MONTH;
  const hourlyAfter = chargedMonthly(change.status ?? costs.status, change.monthlyPrice ?? costs.monthlyPrice, change.addOnsMonthly ?? costs.addOnsMonthly) / HOURS_PER_MONTH + (change.addedMonthly ?? 0) / HOURS_PER_MONTH;
  const accountAfter = costs.accountHourly - hourlyBefore + hourlyAfter;
  return { hourlyBefore, hourlyAfter, daysBefore: daysLeft(costs.balance, costs.accountHourly), daysAfter: daysLeft(costs.balance - (change.charge ?? 0), accountAfter) };
}

export const hostingKeys = {
  list: ['hostings'] as const,
  one: (domain: string) => ['hostings', domain] as const,
  costs: (domain: string) => ['hostings', domain, 'costs'] as const,
};
