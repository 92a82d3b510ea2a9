import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** Bodies of the signed-out account flows, shared by their pages and the reference API. */

const email = z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').max(MAX_LENGTH.email).email('Informe um e-mail válido.');
export const password = z
  .string()
  .min(8, 'A senha precisa ter pelo menos 8 caracteres.')
  .max(MAX_LENGTH.password, `A senha pode ter no máximo ${MAX_LENGTH.password} caracteres.`)
  .regex(/[A-Za-z]/, 'A senha precisa ter pelo menos uma letra.')
  .regex(/\d/, 'A senha precisa ter pelo menos um número.');
/** (##) ####-#### or (##) #####-####, sent with or without the mask. */
const phone = z
  .string()
  .max(MAX_LENGTH.phone)
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === 10 || digits.length === 11, 'Informe o telefone com DDD.');

const referralCode = z.string().max(20).regex(/^[0-9a-z]+$/).optional().catch(undefined);

export const registerSchema = z.object({
  name: z.string().trim().min(3, 'Informe o seu nome completo.').max(MAX_LENGTH.personName, `O nome pode ter no máximo ${MAX_LENGTH.personName} caracteres.`),
  email,
  phone,
  password,
  terms: z.literal(true, 'É preciso aceitar os termos de uso.'),
  captcha: z.string().max(MAX_LENGTH.captcha).optional(),
  /** The referral (`?ref=`) or affiliate (`?aff=`) code the visitor arrived with; one that is not a code is ignored. */
  ref: referralCode,
  aff: referralCode,
});
export type RegisterBody = z.input<typeof registerSchema>;

export const emailOnlySchema = z.object({ email, captcha: z.string().max(MAX_LENGTH.captcha).optional() });
export type EmailOnlyBody = z.input<typeof emailOnlySchema>;

const linkToken = z.string().min(1, 'O link é inválido.').max(MAX_LENGTH.token, 'O link é inválido.');

export const tokenSchema = z.object({ token: linkToken });

export const newPasswordSchema = z
  .object({ token: linkToken, password, passwordConfirmation: z.string().max(MAX_LENGTH.password) })
  .refine((body) => body.password === body.passwordConfirmation, { path: ['passwordConfirmation'], message: 'As senhas não conferem.' });
export type NewPasswordBody = z.input<typeof newPasswordSchema>;

export const AUTH_TEXTS = {
  emailTaken: 'Este e-mail já está cadastrado. Faça login ou recupere a sua senha.',
  invalidLink: 'Este link é inválido ou expirou. Peça um novo link.',
  verificationSent: 'Se houver uma conta com este e-mail aguardando verificação, enviamos um novo link para ela.',
  resetSent: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.',
} as const;
