import type { AuthProvider } from 'react-admin';
import { canAccess, type AccessHosting } from '../access/rules';
import type { ManifestResource } from '../manifest/schema';
import { api } from '../http/client';
import { decide } from '../http/errorCatalogue';
import { loginPathFor } from '../routing/loginPath';
import type { CurrentUser } from '../session/queries';
import { signIn, signOut, type LoginPayload } from './signIn';
import { forgetSession, hasSession } from './tokenCookie';

export { signIn, signOut, type LoginAnswer, type LoginPayload, type VerificationPayload } from './signIn';

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
      if (!hasSession()) {
        throw { redirectTo: loginPathFor(window.location.pathname, window.location.search), message: false };
      }
    },
    async checkError(error: unknown) {
      if (decide(error).kind === 'logout') {
        identity = null;
        forgetSession();
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
      if (!hasSession()) return access.rule === 'anonymous';
      const user = await currentUser();
      return canAccess(access, { user: { id: user.id, isAffiliate: user.isAffiliate }, hosting: (record as AccessHosting) ?? null });
    },
  };
}
