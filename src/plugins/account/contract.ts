import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { password } from '../auth/contract';
import { VERIFICATION_TEXTS } from '../../core/auth/loginContract';

/** The account pages' bodies and answers, shared by the pages and the reference API. */

const digits = (value: string) => value.replace(/\D/g, '');
/** A zip code as typed, mask included: "01310-100". */
const ZIP_MAX_LENGTH = 9;
const optionalText = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres.`).default('');

export const profileSchema = z.object({
  name: z.string().trim().min(3, 'Informe o seu nome completo.').max(MAX_LENGTH.personName, `O nome pode ter no máximo ${MAX_LENGTH.personName} caracteres.`),
  email: z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').max(MAX_LENGTH.email).email('Informe um e-mail válido.'),
  phone: z
    .string()
    .max(MAX_LENGTH.phone)
    .transform(digits)
    .refine((d) => d.length === 10 || d.length === 11, 'Informe o telefone com DDD.'),
  cpf: z
    .string()
    .max(MAX_LENGTH.cpfCnpj)
    .transform(digits)
    .refine((d) => d === '' || (d.length === 11 ? isValidCpf(d) : d.length === 14 && isValidCnpj(d)), 'Informe um CPF ou CNPJ válido.')
    .default(''),
  addressZip: z
    .string()
    .max(ZIP_MAX_LENGTH)
    .transform(digits)
    .refine((d) => d === '' || d.length === 8, 'Informe um CEP com 8 dígitos.')
    .default(''),
  addressStreet: optionalText(120),
  addressNumber: optionalText(20),
  addressComplement: optionalText(80),
  addressNeighborhood: optionalText(80),
  addressCity: optionalText(80),
  addressState: z
    .string()
    .trim()
    .toUpperCase()
    .max(2, 'Informe a sigla do estado.')
    .refine((s) => s === '' || /^[A-Z]{2}$/.test(s), 'Informe a sigla do estado.')
    .default(''),
});
export type ProfileBody = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema> & { twoFactorEnabled: boolean };

export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1, 'Informe a sua senha atual.').max(MAX_LENGTH.password), password, passwordConfirmation: z.string().max(MAX_LENGTH.password) })
  .refine((b) => b.password === b.passwordConfirmation, { path: ['passwordConfirmation'], message: 'As senhas não conferem.' });
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;

const code = z.string().trim().max(6, 'Informe o código de 6 dígitos.').regex(/^\d{6}$/, 'Informe o código de 6 dígitos.');
export const twoFactorEnableSchema = z.object({ secret: z.string().max(64, 'Gere um novo QR code e tente novamente.').regex(/^[A-Z2-7]{16,64}$/, 'Gere um novo QR code e tente novamente.'), code });
export const twoFactorDisableSchema = z.object({ code });

export interface TwoFactorSetup {
  secret: string;
  uri: string;
}

export interface AccountNotification {
  id: number;
  type: 'info' | 'success' | 'warning' | 'error';
  message: string;
  read: boolean;
  createdAt: string;
}

export const ACCOUNT_TEXTS = {
  emailTaken: 'Este e-mail já está em uso por outra conta.',
  wrongPassword: 'A senha atual está incorreta.',
  wrongCode: 'Código de verificação inválido.',
  usedCode: VERIFICATION_TEXTS.usedCode,
  passwordChanged: 'A sua senha foi alterada.',
  twoFactorOn: 'A verificação em duas etapas foi ativada.',
  twoFactorOff: 'A verificação em duas etapas foi desativada.',
} as const;

export type { ActiveSession } from '../../core/auth/activeSession';

export const sessionPaths = {
  list: '/user/sessions',
  one: (id: string) => `/user/sessions/${encodeURIComponent(id)}`,
} as const;
