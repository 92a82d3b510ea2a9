import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/;

/** Domains typed one per line, or separated by commas or spaces; each lower-cased and checked. */
export function splitDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    .filter(Boolean);
}

/** Room for the 50 domains a request may list, one per line. */
const MAX_DOMAINS_LENGTH = 50 * (MAX_LENGTH.domain + 1);

/** POST /migration (part 1 §3 "Migration request"), validated the same way by the form and the API. */
export const migrationRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').max(MAX_LENGTH.email).email('Informe um e-mail válido.'),
  name: z.string().trim().min(2, 'Informe o seu nome.').max(MAX_LENGTH.personName),
  phone: z
    .string()
    .trim()
    .max(MAX_LENGTH.phone)
    .refine((v) => [10, 11].includes(v.replace(/\D/g, '').length), 'Informe um telefone com DDD.'),
  domains: z
    .string()
    .trim()
    .min(1, 'Informe ao menos um domínio.')
    .max(MAX_DOMAINS_LENGTH)
    .refine((v) => splitDomains(v).every((d) => DOMAIN.test(d)), 'Confira os domínios: use um por linha, como meusite.com.br.')
    .refine((v) => splitDomains(v).length <= 50, 'Envie no máximo 50 domínios por solicitação.'),
  url: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(v), 'Informe um endereço completo, como https://painel.hospedagemantiga.com.br.'),
  extra: z.string().trim().max(2000),
});

export type MigrationRequest = z.infer<typeof migrationRequestSchema>;

export const migrationPaths = { create: '/migration' };
