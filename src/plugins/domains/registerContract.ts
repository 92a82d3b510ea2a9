import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** Search, prices, register/transfer, renew and contacts (part 2 §3, §5, §7), shared by the pages and the API. */

export const REGISTER_TEXTS = {
  searchEmpty: 'Informe o domínio que deseja pesquisar.',
  searchInvalid: 'Informe um domínio válido (ex.: minhaempresa.com.br).',
  subdomain: 'Informe apenas o domínio, sem subdomínio (ex.: minhaempresa.com.br).',
  unknownSuffix: (suffix: string) => `A extensão .${suffix} não existe.`,
  notFound: 'Domínio não encontrado.',
  eppRequired: 'Informe o código de transferência (EPP).',
  eppWrong: 'O código de transferência (EPP) não confere com o do registrador atual.',
  passwordRequired: 'Informe a sua senha para confirmar a compra.',
  passwordWrong: 'Senha incorreta.',
  period: 'Escolha um período disponível para esta extensão.',
  notAvailable: 'Este domínio não está disponível para registro.',
  notTransferable: 'Este domínio não pode ser transferido: ele não está registrado em outro registrador.',
  alreadyYours: 'Este domínio já está na sua conta.',
  noRegistrar: 'O registro de domínios está indisponível: nenhum registrador está configurado neste servidor.',
  notRenewable: 'Este domínio não pode ser renovado agora.',
  pendingOrder: 'Este domínio já tem um pedido aguardando pagamento.',
  contactsPending: 'Os contatos só podem ser alterados depois que o registro do domínio for concluído.',
} as const;

/** Looks like a domain (Unicode letters allowed): used to prefill the search from ?domain (part 2 §5). */
export const DOMAIN_LIKE = /^(?=.{3,253}$)([\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

/** What a person typed, as the search reads it: trimmed, lower-cased, without scheme, path or "www.". */
export function normalizeSearch(value: string): string {
  return value.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/[/?#].*$/, '').replace(/^www\./, '').replace(/\.$/, '');
}

export const searchSchema = z.object({
  search: z.string({ error: REGISTER_TEXTS.searchEmpty }).max(MAX_LENGTH.domain, REGISTER_TEXTS.searchInvalid).transform(normalizeSearch).refine((v) => v !== '', REGISTER_TEXTS.searchEmpty),
});
export type SearchBody = z.input<typeof searchSchema>;

export const REGISTER_TYPES = ['register', 'transfer'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

export const pricesSchema = z.object({
  domain: z.string().trim().toLowerCase().min(1, REGISTER_TEXTS.notFound).max(MAX_LENGTH.domain, REGISTER_TEXTS.notFound),
  type: z.enum(REGISTER_TYPES).default('register'),
});

export interface DomainPrice {
  register: number;
  transfer: number;
  renew: number;
}

/** Who can act on a name, as a registrar's WHOIS would say. */
export type WhoisStatus = 'available' | 'premium' | 'reserved' | 'registered' | 'unsupported';

export interface DomainSuggestion {
  domain: string;
  price: DomainPrice;
  register: boolean;
  transfer: boolean;
}

export interface DomainSearchResult {
  domain: string;
  /** The name as people read it (IDN in Unicode). */
  display: string;
  available: boolean;
  register: boolean;
  transfer: boolean;
  isOwner: boolean;
  status: WhoisStatus;
  premium: boolean;
  message: string | null;
  price: DomainPrice | null;
  suggestions: DomainSuggestion[];
}

/** Period in years → display price ("R$ 40,00"), and the numbers behind them. */
export interface DomainPrices {
  domain: string;
  type: RegisterType;
  prices: Record<string, string>;
  amounts: Record<string, number>;
  renew: number;
}

const digits = (value: string) => value.replace(/\D/g, '');
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

/** The registrant contact: .br names need a CPF or CNPJ (check digits verified). */
export const contactShape = {
  name: required('Informe o nome do titular.', MAX_LENGTH.personName).pipe(z.string().min(3, 'Informe o nome completo do titular.')),
  email: z.string({ error: 'Informe um e-mail válido.' }).trim().toLowerCase().max(MAX_LENGTH.email).pipe(z.email('Informe um e-mail válido.')),
  phone: z.string({ error: 'Informe o telefone com DDD.' }).max(MAX_LENGTH.phone).transform(digits).refine((d) => d.length === 10 || d.length === 11, 'Informe o telefone com DDD.'),
  cpfCnpj: z
    .string({ error: 'Informe o CPF ou CNPJ.' })
    .max(MAX_LENGTH.cpfCnpj)
    .transform(digits)
    .refine((d) => d !== '', 'Informe o CPF ou CNPJ.')
    .refine((d) => d === '' || (d.length === 11 ? isValidCpf(d) : d.length === 14 && isValidCnpj(d)), 'CPF ou CNPJ inválido.'),
  addressZip: z.string({ error: 'Informe um CEP com 8 dígitos.' }).max(9).transform(digits).refine((d) => d.length === 8, 'Informe um CEP com 8 dígitos.'),
  addressStreet: required('Informe o endereço.', 120),
  addressNumber: required('Informe o número.', 20),
  addressComplement: z.string().trim().max(80, 'Use no máximo 80 caracteres.').default(''),
  addressNeighborhood: required('Informe o bairro.', 80),
  addressCity: required('Informe a cidade.', 80),
  addressState: z.string({ error: 'Informe a sigla do estado.' }).trim().toUpperCase().refine((s) => /^[A-Z]{2}$/.test(s), 'Informe a sigla do estado.'),
};
export const contactSchema = z.object(contactShape);
export type ContactBody = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const MAX_PERIOD = 10;

/** The register payload (part 2 §3). The password confirms the purchase; the server checks it. */
export const registerSchema = z
  .object({
    domain: z.string({ error: REGISTER_TEXTS.searchInvalid }).trim().toLowerCase().min(1, REGISTER_TEXTS.searchInvalid).max(MAX_LENGTH.domain),
    type: z.enum(REGISTER_TYPES).default('register'),
    period: z.coerce.number({ error: REGISTER_TEXTS.period }).int(REGISTER_TEXTS.period).min(1, REGISTER_TEXTS.period).max(MAX_PERIOD, REGISTER_TEXTS.period),
    epp: z.string().trim().max(64, 'O código EPP tem no máximo 64 caracteres.').default(''),
    password: z.string().max(MAX_LENGTH.password).default(''),
    ...contactShape,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'transfer' && body.epp === '') ctx.addIssue({ code: 'custom', path: ['epp'], message: REGISTER_TEXTS.eppRequired });
  });
export type RegisterBody = z.input<typeof registerSchema>;

/** The register page's form: the contact nested, the period as the select's text; the password is checked on submit (the password step). */
export const registerFormSchema = (transfer: boolean) =>
  z
    .object({ period: z.string().min(1, REGISTER_TEXTS.period), epp: z.string().trim().max(64), password: z.string().max(MAX_LENGTH.password), contact: contactSchema })
    .superRefine((v, ctx) => {
      if (transfer && v.epp === '') ctx.addIssue({ code: 'custom', path: ['epp'], message: REGISTER_TEXTS.eppRequired });
    });

/** The contact page's form. */
export const contactFormSchema = z.object({ contact: contactSchema });

export interface OrderRef {
  id: number;
  amount: number;
}

export interface RegisterAnswer {
  needsRecharge: boolean;
  order: OrderRef;
}

export interface DomainOrder extends OrderRef {
  status: 'pending' | 'paid' | 'cancelled';
  kind: 'register' | 'transfer' | 'renew';
  domain: string;
  description: string;
}

export const renewSchema = z.object({
  period: z.coerce.number({ error: REGISTER_TEXTS.period }).int(REGISTER_TEXTS.period).min(1, REGISTER_TEXTS.period).max(MAX_PERIOD, REGISTER_TEXTS.period).default(1),
});

/** An unpaid order leads to the recharge page after 5 s (part 2 §4). */
export const RECHARGE_REDIRECT_MS = 5000;

export const registerPaths = {
  search: '/domain/search',
  prices: '/domain/prices',
  register: '/domain',
  renew: (domain: string) => `/domain/${encodeURIComponent(domain)}/renew`,
  pay: (domain: string) => `/domain/${encodeURIComponent(domain)}/pay`,
  contact: (domain: string) => `/domain/${encodeURIComponent(domain)}/contact`,
  order: (id: number | string) => `/recharge/order/${encodeURIComponent(String(id))}`,
};
