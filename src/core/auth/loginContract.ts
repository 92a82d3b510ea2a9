import { z } from '../validation/zod';

/** POST /login body (part 1 §3), validated the same way by the login form and the API. */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Informe o seu e-mail.').email('Informe um e-mail válido.'),
  password: z.string().min(1, 'Informe a sua senha.'),
  captcha: z.string().optional(),
  code2fa: z.string().trim().optional(),
});

export type LoginBody = z.infer<typeof loginSchema>;
