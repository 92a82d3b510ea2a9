import { z } from '../../core/validation/zod';

/** Bodies of the signed-out account flows, shared by their pages and the reference API. */

const email = z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').email('Informe um e-mail válido.');
export const password = z
  .string()
  .min(8, 'A senha precisa ter pelo menos 8 caracteres.')
  .max(128, 'A senha pode ter no máximo 128 caracteres.')
  .regex(/[A-Za-z]/, 'A senha precisa ter pelo menos uma letra.')
  .regex(/\d/, 'A senha precisa ter pelo menos um número.');
/** (##) ####-#### or (##) #####-####, sent with or without the mask. */
const phone = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length === 10 || digits.length === 11, 'Informe o telefone com DDD.');

export const registerSchema = z.object({
  name: z.string().trim().min(3, 'Informe o seu nome completo.').max(100, 'O nome pode ter no máximo 100 caracteres.'),
  email,
  phone,
  password,
  terms: z.literal(true, 'É preciso aceitar os termos de uso.'),
  captcha: z.string().optional(),
});
export type RegisterBody = z.input<typeof registerSchema>;

export const emailOnlySchema = z.object({ email, captcha: z.string().optional() });
export type EmailOnlyBody = z.input<typeof emailOnlySchema>;

export const tokenSchema = z.object({ token: z.string().min(1, 'O link é inválido.') });

export const newPasswordSchema = z
  .object({ token: z.string().min(1, 'O link é inválido.'), password, passwordConfirmation: z.string() })
  .refine((body) => body.password === body.passwordConfirmation, { path: ['passwordConfirmation'], message: 'As senhas não conferem.' });
export type NewPasswordBody = z.input<typeof newPasswordSchema>;

export const AUTH_TEXTS = {
  emailTaken: 'Este e-mail já está cadastrado. Faça login ou recupere a sua senha.',
  invalidLink: 'Este link é inválido ou expirou. Peça um novo link.',
  verificationSent: 'Se houver uma conta com este e-mail aguardando verificação, enviamos um novo link para ela.',
  resetSent: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.',
} as const;
