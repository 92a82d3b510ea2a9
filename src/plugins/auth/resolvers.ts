import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@core/contracts';
import { emailOnlySchema, newPasswordSchema, registerSchema } from './contract';

/** The signed-out forms' validation, the contracts the API checks: loaded apart from the pages (see lazyResolver). */
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const emailOnlyResolver = zodResolver(emailOnlySchema);
export const newPasswordResolver = zodResolver(newPasswordSchema);
