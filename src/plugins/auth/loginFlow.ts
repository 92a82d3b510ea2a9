import { afterSignInPath, writeCookie, type LoginAnswer } from '@core/signed-out';

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
  if (answer.expiration) return { reload: redirect };
  return null;
}

/**
 * The pending-login token the server gave for the second-factor step, kept in this tab's storage
 * until the code is sent: never the password. It expires on the server after 5 minutes.
 */
const PENDING_KEY = 'painel.pendingLogin';

export const pendingLogin = {
  keep(token: string) {
    window.sessionStorage.setItem(PENDING_KEY, token);
  },
  read(): string | null {
    return window.sessionStorage.getItem(PENDING_KEY) || null;
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
  writeCookie(DOMAIN_COOKIE, domain, { maxAgeSeconds: DOMAIN_COOKIE_SECONDS, sameSite: 'lax' });
}
