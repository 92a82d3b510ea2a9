import type { AuthProvider } from 'react-admin';
import { canAccess, type AccessHosting } from '../access/rules';
import type { ManifestResource } from '../manifest/schema';
import { ApiError, api } from '../http/client';
import { loginPathFor } from '../routing/loginPath';
import type { CurrentUser } from '../session/queries';
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

export function createAuthProvider(resources: ManifestResource[]): AuthProvider {
  const accessByResource = new Map(resources.map((r) => [r.name, r.access]));
  let identity: Promise<CurrentUser> | null = null;
  const currentUser = () => (identity ??= api<CurrentUser>('GET', '/user').catch((e) => ((identity = null), Promise.reject(e))));

  return {
    async login(params: LoginPayload) {
      await signIn(params);
    },
    async logout() {
      identity = null;
      await signOut();
      return '/auth/login';
    },
    async checkAuth() {
      if (!readToken()) {
        throw { redirectTo: loginPathFor(window.location.pathname, window.location.search), message: false };
      }
    },
    async checkError(error: unknown) {
      if (error instanceof ApiError && error.status === 401) {
        identity = null;
        clearToken();
        throw { redirectTo: '/auth/login', message: false };
      }
    },
    async getIdentity() {
      const user = await currentUser();
      return { id: user.id, fullName: user.name, avatar: user.photo ?? undefined };
    },
    async canAccess({ resource, record }: { resource: string; action: string; record?: unknown }) {
      const access = accessByResource.get(resource);
      if (!access) return false;
      if (!readToken()) return access.rule === 'anonymous';
      const user = await currentUser();
      return canAccess(access, { user: { id: user.id, isAffiliate: user.isAffiliate }, hosting: (record as AccessHosting) ?? null });
    },
  };
}
