/**
 * Domains (part 1 §3, part 2 §3, §5, §9): the domain as listed, its limits, paths and query keys,
 * shared with the API, without zod (the sidebar and the dashboard load this, not contract.ts).
 */

/**
 * Where a domain stands: pending (in the account, not ordered: "Concluir registro"), pending_payment
 * (ordered, unpaid), registering and transferring (paid, at the registry), registered, expiring
 * (30 days or fewer), expired (still renewable).
 */
export type DomainState = 'pending' | 'pending_payment' | 'registering' | 'transferring' | 'registered' | 'expiring' | 'expired';

/** A registered domain as listed (part 1 §3, part 2 §3). */
export interface Domain {
  domain: string;
  state: DomainState;
  registerDate: string | null;
  expirationDate: string | null;
  daysToExpire: number | null;
  statusText: string;
  isPending: boolean;
  isPendingPayment: boolean;
  isRenewable: boolean;
  orderId: number | null;
  renewPrice: number;
  /** Registration period in years. */
  period: number;
}

/** Expiry is shown in red at 30 days or fewer (part 1 §9). */
export const EXPIRY_WARNING_DAYS = 30;

/** Nameservers: at least 2 input slots, at most 5 (part 2 §5, §9). */
export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 5;
export const DEFAULT_NAMESERVERS = ['ns1.painel.net.br', 'ns2.painel.net.br'];

export const NAMESERVER_TEXTS = {
  invalid: 'Informe um servidor DNS válido (ex.: ns1.exemplo.com.br).',
  duplicate: 'Este servidor DNS já foi informado.',
  tooFew: `Informe pelo menos ${MIN_NAMESERVERS} servidores DNS.`,
  tooMany: `Informe no máximo ${MAX_NAMESERVERS} servidores DNS.`,
  pending: 'Os servidores DNS só podem ser alterados depois que o registro do domínio for concluído.',
  notFound: 'Domínio não encontrado.',
} as const;
/** The error key of the nameserver in slot `index` (part 2 §5). */
export const nameserverKey = (index: number) => `nameserver-${index}`;

/** A hostname has at most 253 characters. */
export const NAMESERVER_MAX_LENGTH = 253;
export const domainPaths = {
  list: '/domain',
  one: (domain: string) => `/domain/${encodeURIComponent(domain)}`,
  nameservers: (domain: string) => `/domain/${encodeURIComponent(domain)}/nameservers`,
};

export const domainKeys = {
  list: ['domains'] as const,
  one: (domain: string) => ['domains', domain] as const,
  nameservers: (domain: string) => ['domains', domain, 'nameservers'] as const,
  contact: (domain: string) => ['domains', domain, 'contact'] as const,
  order: (id: string) => ['domains', 'order', id] as const,
};
