import { matchPath } from 'react-router-dom';
import { readToken } from '../auth/tokenCookie';
import { LOGIN_PATH } from '../routing/loginPath';
import { redirects, routes } from '../runtime/registry';

/** The pages the enabled plugins mark for the signed-out shell: bare, anonymous, "signedOut" in their manifest. */
export const signedOutRoutes = routes.filter((r) => r.signedOut && r.bare && r.access.rule === 'anonymous');

const drawn = (path: string) => signedOutRoutes.some((r) => matchPath(r.path, path));

/** The manifests' old paths that lead to one of those pages ("/login" to "/auth/login"). */
export const signedOutRedirects = redirects.filter((r) => drawn(r.to.split('?')[0]));

/** Whether the signed-out shell draws this path (as the router matches: case-insensitive, trailing "/" ignored). */
export function drawsSignedOut(pathname: string): boolean {
  return drawn(pathname) || signedOutRedirects.some((r) => matchPath(r.from, pathname));
}

/**
 * Which shell a page load starts: without a session, a page the signed-out shell draws (and "/", which
 * would only send the visitor on to the login page) gets the light one; anything else the full app.
 */
export function signedOutStart(pathname: string): string | null {
  if (readToken()) return null;
  if (pathname === '/' && drawsSignedOut(LOGIN_PATH)) return LOGIN_PATH;
  return drawsSignedOut(pathname) ? pathname : null;
}

/** The page module a signed-out path shows, to start loading beside the shell; none for a redirect. */
export function signedOutModuleFor(pathname: string): string | null {
  const route = signedOutRoutes.find((r) => matchPath(r.path, pathname));
  return route ? `${route.plugin}:${route.page}` : null;
}
