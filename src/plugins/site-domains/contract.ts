import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** Aliases, subdomains and redirects of a hosting (part 2 §2, §3, §5, §7 "Aliases, subdomains, redirects", §9). */

export interface Subdomain {
  /** The label, as typed: "blog" of blog.lojadaana.com.br. */
  domain: string;
  fullDomain: string;
  /** Relative to the hosting's web root. */
  dir: string;
  fullDir: string;
}

export const REDIRECT_TYPES = ['301', '302'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];
export const DEFAULT_REDIRECT_TYPE: RedirectType = '302';

export interface Redirect {
  type: RedirectType;
  source: string;
  target: string;
}

export const SUBDOMAIN_MAX_LENGTH = 100;
/** A directory under the web root, as a path. */
export const DIR_MAX_LENGTH = 255;
/** The web root every directory is relative to. */
export const WEB_ROOT = 'public_html';

/** "Dotted labels and a letters-only top-level domain of 2 to 11 characters" (part 2 §5). */
export const LINKABLE_DOMAIN = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,11}$/i;

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export const MESSAGES = {
  domain: 'Informe um domínio válido, como meusite.com.br.',
  label: 'Use letras minúsculas, números e hífens, separados por pontos.',
  labelLong: `O subdomínio pode ter no máximo ${SUBDOMAIN_MAX_LENGTH} caracteres.`,
  dir: 'Informe um diretório válido: letras, números, pontos, hífens, sublinhados e barras, sem "..".',
  required: 'Campo obrigatório.',
  url: 'Informe um endereço completo, começando com http:// ou https://.',
  type: 'Escolha 301 (permanente) ou 302 (temporário).',
} as const;

const lowerTrimmed = z.string().trim().toLowerCase();

export const aliasSchema = z.object({
  domain: lowerTrimmed.min(1, MESSAGES.required).max(MAX_LENGTH.domain, MESSAGES.domain).refine((value) => LINKABLE_DOMAIN.test(value), MESSAGES.domain),
});
export type AliasBody = z.infer<typeof aliasSchema>;

export const dirSchema = z
  .string()
  .trim()
  .max(DIR_MAX_LENGTH)
  .transform((value) => value.replace(/^\/+|\/+$/g, ''))
  .refine((value) => value === '' || (/^[A-Za-z0-9._\-/]+$/.test(value) && !value.split('/').some((part) => part === '..' || part === '.' || part === '')), MESSAGES.dir);

export const subdomainSchema = z.object({
  domain: lowerTrimmed
    .min(1, MESSAGES.required)
    .max(SUBDOMAIN_MAX_LENGTH, MESSAGES.labelLong)
    .refine((value) => value.split('.').every((label) => LABEL.test(label)), MESSAGES.label),
  dir: dirSchema,
});
export type SubdomainInput = z.input<typeof subdomainSchema>;
export type SubdomainBody = z.output<typeof subdomainSchema>;

/** A DNS host name as the URL parser leaves it: lower case, IDNs in punycode. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A redirect target as the WHATWG URL parser writes it: http or https to a host name, with
 * quotes, angle brackets and spaces percent-encoded, so that none reaches a web-server
 * configuration raw. The single quote, which the parser keeps in paths, is encoded too.
 */
export function normaliseRedirectTarget(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !HOST_NAME.test(url.hostname)) return null;
  return url.href.replaceAll("'", '%27');
}

export const redirectSchema = z.object({
  type: z.enum(REDIRECT_TYPES, { error: MESSAGES.type }).default(DEFAULT_REDIRECT_TYPE),
  source: lowerTrimmed.min(1, MESSAGES.required).max(MAX_LENGTH.domain),
  target: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(MAX_LENGTH.url)
    .transform((value, context) => {
      const target = normaliseRedirectTarget(value);
      if (target === null) context.addIssue({ code: 'custom', message: MESSAGES.url });
      return target ?? value;
    }),
});
export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectBody = z.output<typeof redirectSchema>;

export function canLink(fullDomain: string): boolean {
  return LINKABLE_DOMAIN.test(fullDomain);
}

const base = (resource: string) => `/domain/${encodeURIComponent(resource)}`;

export const sitePaths = {
  aliases: (resource: string) => `${base(resource)}/alias`,
  alias: (resource: string, domain: string) => `${base(resource)}/alias/${encodeURIComponent(domain)}`,
  subdomains: (resource: string) => `${base(resource)}/subdomain`,
  subdomain: (resource: string, label: string) => `${base(resource)}/subdomain/${encodeURIComponent(label)}`,
  redirects: (resource: string) => `${base(resource)}/redirect`,
  redirectSources: (resource: string) => `${base(resource)}/redirect/list-domains`,
  redirect: (resource: string, source: string) => `${base(resource)}/redirect/${encodeURIComponent(source)}`,
};

export const siteKeys = {
  aliases: (resource: string) => ['site-domains', resource, 'aliases'] as const,
  subdomains: (resource: string) => ['site-domains', resource, 'subdomains'] as const,
  redirects: (resource: string) => ['site-domains', resource, 'redirects'] as const,
  redirectSources: (resource: string) => ['site-domains', resource, 'redirect-sources'] as const,
};
