import { MAX_LENGTH } from '../validation/limits';
import { z } from '../validation/zod';

/** POST /login body (part 1 §3), validated the same way by the login form and the API. */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').max(MAX_LENGTH.email).email('Informe um e-mail válido.'),
  password: z.string().min(1, 'Informe a sua senha.').max(MAX_LENGTH.password),
  captcha: z.string().max(MAX_LENGTH.captcha).optional(),
});

export type LoginBody = z.infer<typeof loginSchema>;

export const VERIFICATION_TEXTS = {
  expired: 'A verificação expirou. Faça login novamente.',
  codeFormat: 'Informe o código de 6 dígitos.',
  usedCode: 'Este código já foi usado. Aguarde o próximo código do aplicativo autenticador.',
} as const;

/**
 * The step after the password, by phone (POST /verification/phone) or authenticator
 * (POST /verification/2fa): the token POST /login answered and a 6-digit code, never the password.
 */
export const verificationCodeSchema = z.object({
  token: z.string().min(1, VERIFICATION_TEXTS.expired).max(MAX_LENGTH.token, VERIFICATION_TEXTS.expired),
  code: z.string().trim().max(6, VERIFICATION_TEXTS.codeFormat).regex(/^\d{6}$/, VERIFICATION_TEXTS.codeFormat),
});

export type VerificationCodeBody = z.infer<typeof verificationCodeSchema>;
