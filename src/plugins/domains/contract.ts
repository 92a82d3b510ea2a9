import { z } from '../../core/validation/zod';

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

const HOSTNAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

/** The error key of the nameserver in slot `index` (part 2 §5). */
export const nameserverKey = (index: number) => `nameserver-${index}`;

/** A hostname has at most 253 characters. */
export const NAMESERVER_MAX_LENGTH = 253;

const nameserver = z.string({ error: NAMESERVER_TEXTS.invalid }).trim().toLowerCase().max(NAMESERVER_MAX_LENGTH, NAMESERVER_TEXTS.invalid).regex(HOSTNAME, NAMESERVER_TEXTS.invalid);

/** Shared by the DNS form and the API: 2–5 valid, distinct hostnames, lower-cased. */
export const nameserversSchema = z.object({
  nameservers: z
    .array(nameserver, { error: NAMESERVER_TEXTS.tooFew })
    .min(MIN_NAMESERVERS, NAMESERVER_TEXTS.tooFew)
    .max(MAX_NAMESERVERS, NAMESERVER_TEXTS.tooMany)
    .superRefine((list, ctx) => {
      list.forEach((value, index) => {
        if (list.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [index], message: NAMESERVER_TEXTS.duplicate });
      });
    }),
});
export type NameserversBody = z.input<typeof nameserversSchema>;

/** Turns zod issue paths (nameservers.1) into the API's keys (nameserver-1); list-level ones stay `nameservers`. */
export function nameserverErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [, index] = issue.path;
    const key = typeof index === 'number' ? nameserverKey(index) : 'nameservers';
    errors[key] ??= issue.message;
  }
  return errors;
}

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
