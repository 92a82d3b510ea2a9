import { redirects } from 'virtual:painel-signed-out';
import { safeRedirectTarget } from './loginPath';

/** Where to go after signing in, from a `?redirect=` value: a page of this panel that is no sign-in page, or "/". */
export function afterSignInPath(value: string | null | undefined): string {
  return safeRedirectTarget(value, redirects) ?? '/';
}
