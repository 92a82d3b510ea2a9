import { PERMISSION_FLAGS, type PermissionFlag } from '../../core/access/rules';
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
  tooManyHostings: 'Escolha no máximo 50 hospedagens.',
  addressInvalid: 'Informe endereços IP (203.0.113.7) ou redes (203.0.113.0/24), um por linha.',
  tooManyAddresses: 'Informe no máximo 20 endereços.',
  /** Part 1 §8. */
  deleteFailed: 'Ocorreu um erro ao tentar excluir o token. Por favor, atualize sua página e tente novamente.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const MAX_TOKEN_HOSTINGS = 50;
/** The permission groups a token may be narrowed to: those a guest holds. */
export const TOKEN_PERMISSIONS = PERMISSION_FLAGS;
export const MAX_TOKEN_ADDRESSES = 20;
/** Twenty IPv6 networks with their separators. */
const MAX_ADDRESSES_TEXT = 1000;

/** An IPv4 or IPv6 address, with an optional prefix: the form's check; the server checks each exactly. */
function looksLikeAddress(value: string): boolean {
  return /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)(\/\d{1,3})?$/i.test(value) && value.length <= 49;
}

const addressesSchema = z
  .array(z.string().trim().max(49, TOKEN_TEXTS.addressInvalid))
  .max(MAX_TOKEN_ADDRESSES, TOKEN_TEXTS.tooManyAddresses)
  .refine((list) => list.every(looksLikeAddress), TOKEN_TEXTS.addressInvalid);

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, TOKEN_TEXTS.nameRequired).max(TOKEN_NAME_MAX_LENGTH, TOKEN_TEXTS.nameLong),
  readOnly: z.boolean().default(false),
  /** The one hosting (by domain) the token may reach; empty for the whole account. Kept for older clients: `hostings` says more. */
  hosting: z.string().trim().toLowerCase().max(MAX_LENGTH.domain).default(''),
  /** The hostings (by domain) the token may reach; none for the whole account. */
  hostings: z.array(z.string().trim().toLowerCase().max(MAX_LENGTH.domain)).max(MAX_TOKEN_HOSTINGS, TOKEN_TEXTS.tooManyHostings).default([]),
  /** What it may do there, as a guest with these permissions would; none for everything its user may. */
  permissions: z.array(z.enum(PERMISSION_FLAGS)).max(PERMISSION_FLAGS.length).default([]),
  /** Where it may be used from: IP addresses or CIDR networks; none from anywhere. */
  addresses: addressesSchema.default([]),
  /** Last day the token works (YYYY-MM-DD, through its end in UTC); empty for no expiry. */
  expiresOn: z
    .string()
    .trim()
    .max(10)
    .refine((v) => v === '' || (ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), TOKEN_TEXTS.expiryInvalid)
    .default(''),
});
/** The dialog's form: the addresses typed one a line (or separated by spaces, commas or semicolons). */
export const createTokenFormSchema = createTokenSchema.extend({
  addresses: z
    .string()
    .max(MAX_ADDRESSES_TEXT)
    .default('')
    .transform((text) => text.split(/[\s,;]+/).filter(Boolean))
    .pipe(addressesSchema),
});
export type CreateTokenForm = z.input<typeof createTokenFormSchema>;
export type CreateToken = z.output<typeof createTokenSchema>;

export interface ApiToken {
  id: number;
  name: string;
  /** Creation date (ISO). */
  date: string;
  readOnly: boolean;
  /** The first of its hostings, for older clients; null for the whole account. */
  hosting: string | null;
  hostings: string[];
  permissions: PermissionFlag[];
  addresses: string[];
  expiresAt: string | null;
  /** When and from where it was last used (written at most every few minutes); null before its first use. */
  lastUsed: { at: string; address: string } | null;
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
