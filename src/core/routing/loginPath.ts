import type { ManifestRedirect } from '../manifest/schema';
import { matchesRoute, routerPath } from '../shell/matchRoute';
import { LOGIN_PATH } from './loginPathConstant';
import { LOGOUT_PATH } from './corePaths';

export { LOGIN_PATH };

/** The sign-in area and sign-out: nowhere to return to after signing in. */
const SIGNED_OUT_PAGES = ['/auth/*', LOGOUT_PATH];

/**
 * Whether a path shows a sign-in page or signs out, directly or through one of the shell's redirects
 * (as the old "/login" goes to "/auth/login"). Matched as the router matches: case-insensitive, trailing "/" ignored.
 */
export function isSignedOutPage(pathname: string, redirects: readonly ManifestRedirect[] = []): boolean {
  if (routerPath(pathname) === null) return true;
  const sentOn = redirects.find((r) => matchesRoute(r.from, pathname))?.to ?? pathname;
  return SIGNED_OUT_PAGES.some((page) => matchesRoute(page, sentOn));
}

/** Where a signed-out visit goes: the login page, remembering the wanted path unless it is "/" or a signed-out page. */
export function loginPathFor(pathname: string, search = ''): string {
  if (pathname === '/' || pathname === '' || isSignedOutPage(pathname)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * Only a page of this panel is a valid place to go after signing in: no scheme, no other host, no "//",
 * no sign-in page or sign-out (`redirects`: the shell's, so that old paths to those are refused too).
 */
export function safeRedirectTarget(value: string | null | undefined, redirects: readonly ManifestRedirect[] = []): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return null;
  try {
    const url = new URL(value, 'http://painel.invalid');
    if (url.host !== 'painel.invalid' || isSignedOutPage(url.pathname, redirects)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
