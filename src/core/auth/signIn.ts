import { api } from '../http/client';
import { forgetSession, hasSession } from './tokenCookie';

export interface LoginPayload {
  email: string;
  password: string;
  captcha?: string;
}

export interface LoginAnswer {
  /** Only to API clients: the panel's session is the HttpOnly cookie the answer sets. */
  token?: string;
  /** The session's lifetime in seconds: the sign-in is complete. */
  expiration?: number;
  /** The token of the phone step. */
  phoneVerification?: string | boolean;
  /** The short-lived, single-use token of the authenticator step. */
  twoFactorVerification?: string;
}

/** A step after the password: the token the previous answer carried and the code sent by SMS or shown by the authenticator. */
export interface VerificationPayload {
  token: string;
  code: string;
}

/**
 * POST /login, or a verification step that follows it; a completed sign-in's answer sets the session
 * cookies itself. Outcomes are the caller's to follow.
 */
export async function signIn(payload: LoginPayload): Promise<LoginAnswer>;
export async function signIn(payload: VerificationPayload, step: '/verification/phone' | '/verification/2fa'): Promise<LoginAnswer>;
export async function signIn(payload: LoginPayload | VerificationPayload, step = '/login'): Promise<LoginAnswer> {
  return api<LoginAnswer>('POST', step, { body: payload });
}

export async function signOut(): Promise<void> {
  // The server clears both cookies; the mark is forgotten here too should the call fail.
  if (hasSession()) await api('POST', '/logout').catch(() => undefined);
  forgetSession();
  window.sessionStorage.clear();
}
