/** A registered domain as listed (part 1 §3, part 2 §3). */
export interface Domain {
  domain: string;
  registerDate: string | null;
  expirationDate: string | null;
  daysToExpire: number | null;
  statusText: string;
  isPending: boolean;
  isPendingPayment: boolean;
}

/** Expiry is shown in red at 30 days or fewer (part 1 §9). */
export const EXPIRY_WARNING_DAYS = 30;

export const domainPaths = {
  list: '/domain',
  one: (domain: string) => `/domain/${encodeURIComponent(domain)}`,
};

export const domainKeys = { list: ['domains'] as const };
