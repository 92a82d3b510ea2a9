import { api } from '../http/client';
import { clearToken, readToken, storeToken } from './tokenCookie';

export interface LoginPayload {
  email: string;
  password: string;
  captcha?: string;
}

export interface LoginAnswer {
  token?: string;
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
 * POST /login, or a verification step that follows it; stores the session token when the answer
 * carries one. Outcomes are the caller's to follow.
 */
export async function signIn(payload: LoginPayload): Promise<LoginAnswer>;
export async function signIn(payload: VerificationPayload, step: '/verification/phone' | '/verification/2fa'): Promise<LoginAnswer>;
export async function signIn(payload: LoginPayload | VerificationPayload, step = '/login'): Promise<LoginAnswer> {
  const answer = await api<LoginAnswer>('POST', step, { body: payload });
  if (answer.token && answer.expiration) storeToken(answer.token, answer.expiration);
  return answer;
}

export async function signOut(): Promise<void> {
  if (readToken()) await api('POST', '/logout').catch(() => undefined);
  clearToken();
  window.sessionStorage.clear();
}
