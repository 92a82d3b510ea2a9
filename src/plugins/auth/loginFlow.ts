import { afterSignInPath, type LoginAnswer, type LoginPayload } from '@core';

/** Where to go after signing in: a page on this panel that is no sign-in page, or "/". */
export function redirectTarget(params: URLSearchParams): string {
  return afterSignInPath(params.get('redirect'));
}

/** The next page of a sign-in after POST /login answered (part 1 §4 login outcomes). */
export function nextStep(answer: LoginAnswer, redirect: string): { navigate: string } | { reload: string } | null {
  const back = redirect === '/' ? '' : `redirect=${encodeURIComponent(redirect)}`;
  if (answer.phoneVerification && typeof answer.phoneVerification === 'string') {
    return { navigate: `/auth/verification/phone?token=${encodeURIComponent(answer.phoneVerification)}${back && `&${back}`}` };
  }
  if (answer.twoFactorVerification) return { navigate: `/auth/verification/2fa${back && `?${back}`}` };
  if (answer.token) return { reload: redirect };
  return null;
}

/** The credentials kept for the second-factor step only, in this tab's storage. */
const PENDING_KEY = 'painel.pendingLogin';

export const pendingLogin = {
  keep(payload: Pick<LoginPayload, 'email' | 'password'>) {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ email: payload.email, password: payload.password }));
  },
  read(): Pick<LoginPayload, 'email' | 'password'> | null {
    try {
      const value = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as { email?: unknown; password?: unknown } | null;
      return typeof value?.email === 'string' && typeof value.password === 'string' ? { email: value.email, password: value.password } : null;
    } catch {
      return null;
    }
  },
  clear() {
    window.sessionStorage.removeItem(PENDING_KEY);
  },
};

const DOMAIN_COOKIE = 'painel_domain';
const DOMAIN_COOKIE_SECONDS = 15 * 60;
const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

/** Keeps the ?domain= of the login page for 15 minutes, only when it is a domain name. */
export function rememberDomain(value: string | null): void {
  const domain = value?.trim().toLowerCase();
  if (!domain || !isDomainName(domain)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DOMAIN_COOKIE}=${encodeURIComponent(domain)}; Max-Age=${DOMAIN_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
