import { hasSession } from '../auth/tokenCookie';
import { LOGIN_PATH } from '../routing/loginPathConstant';
import { matchesRoute } from './matchRoute';
import { withFallback } from '../../i18n/locales';
import { locale, pageLoaders, redirects, signedOutRoutes, stringLoaders } from 'virtual:painel-signed-out';

/**
 * Read by the entry before anything else loads, so it stays small: no registry (every manifest), no React.
 * The pages the enabled plugins mark for the signed-out shell: bare, anonymous, "signedOut" in their manifest.
 */
export { signedOutRoutes };

const drawn = (path: string) => signedOutRoutes.some((r) => matchesRoute(r.path, path));

/** The manifests' old paths that lead to one of those pages ("/login" to "/auth/login"). */
export const signedOutRedirects = redirects.filter((r) => drawn(r.to.split('?')[0]));

/** Whether the signed-out shell draws this path (as the router matches: case-insensitive, trailing "/" ignored). */
export function drawsSignedOut(pathname: string): boolean {
  return drawn(pathname) || signedOutRedirects.some((r) => matchesRoute(r.from, pathname));
}

const FULL_APP_KEY = 'painel.fullApp';

/** Loads the page again in the full app (a path the signed-out shell's router does not draw), never in a loop. */
export function reloadIntoFullApp(): void {
  window.sessionStorage.setItem(FULL_APP_KEY, window.location.pathname);
  window.location.reload();
}

/**
 * Which shell a page load starts: without a session, a page the signed-out shell draws (and "/", which
 * would only send the visitor on to the login page) gets the light one; anything else the full app.
 */
export function signedOutStart(pathname: string): string | null {
  if (hasSession()) return null;
  if (window.sessionStorage.getItem(FULL_APP_KEY) === pathname) {
    window.sessionStorage.removeItem(FULL_APP_KEY);
    return null;
  }
  if (pathname === '/' && drawsSignedOut(LOGIN_PATH)) return LOGIN_PATH;
  return drawsSignedOut(pathname) ? pathname : null;
}

/** The page module a signed-out path shows, to start loading beside the shell; none for a redirect. */
export function signedOutModuleFor(pathname: string): string | null {
  const route = signedOutRoutes.find((r) => matchesRoute(r.path, pathname));
  return route ? `${route.plugin}:${route.page}` : null;
}

/** Starts fetching a signed-out page's code and strings beside the shell's (the registry later finds them fetched). */
export function warmSignedOutPage(pathname: string): void {
  const key = signedOutModuleFor(pathname);
  if (!key) return;
  void pageLoaders[key]?.().catch(() => undefined);
  const plugin = key.slice(0, key.indexOf(':'));
  for (const each of withFallback(locale)) void stringLoaders[plugin]?.[each]?.().catch(() => undefined);
}
