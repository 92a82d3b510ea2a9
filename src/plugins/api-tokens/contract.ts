import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** API tokens (part 1 §2 API tokens page, §3 Token, §4 token rows, §5 name at most 100, §7 /user/token). */

export const TOKEN_NAME_MAX_LENGTH = 100;

export const TOKEN_TEXTS = {
  nameRequired: 'Informe um nome para o token.',
  nameLong: `O nome pode ter no máximo ${TOKEN_NAME_MAX_LENGTH} caracteres.`,
  expiryPast: 'Escolha uma data a partir de amanhã.',
  expiryInvalid: 'Informe uma data válida.',
  hostingUnknown: 'Escolha uma das suas hospedagens.',
  /** Part 1 §8. */
  deleteFailed: 'Ocorreu um erro ao tentar excluir o token. Por favor, atualize sua página e tente novamente.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, TOKEN_TEXTS.nameRequired).max(TOKEN_NAME_MAX_LENGTH, TOKEN_TEXTS.nameLong),
  readOnly: z.boolean().default(false),
  /** The one hosting (by domain) the token may reach; empty for the whole account. */
  hosting: z.string().trim().toLowerCase().max(MAX_LENGTH.domain).default(''),
  /** Last day the token works (YYYY-MM-DD, through its end in UTC); empty for no expiry. */
  expiresOn: z
    .string()
    .trim()
    .max(10)
    .refine((v) => v === '' || (ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), TOKEN_TEXTS.expiryInvalid)
    .default(''),
});
export type CreateTokenForm = z.input<typeof createTokenSchema>;
export type CreateToken = z.output<typeof createTokenSchema>;

export interface ApiToken {
  id: number;
  name: string;
  /** Creation date (ISO). */
  date: string;
  readOnly: boolean;
  hosting: string | null;
  expiresAt: string | null;
  /** The value, only in the answer to its creation. */
  token?: string;
}

export const TOKEN_PATHS = {
  list: '/user/token',
  one: (id: number) => `/user/token/${id}`,
} as const;

/** The end of the chosen day in UTC: the token works through that whole day. */
export function expiryOf(day: string): string {
  return `${day}T23:59:59.999Z`;
}
