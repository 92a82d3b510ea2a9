import { MAX_LENGTH } from '../validation/limits';
import { z } from '../validation/zod';

/** POST /login body (part 1 §3), validated the same way by the login form and the API. */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').max(MAX_LENGTH.email).email('Informe um e-mail válido.'),
  password: z.string().min(1, 'Informe a sua senha.').max(MAX_LENGTH.password),
  captcha: z.string().max(MAX_LENGTH.captcha).optional(),
  code2fa: z.string().trim().max(16).optional(),
});

export type LoginBody = z.infer<typeof loginSchema>;
