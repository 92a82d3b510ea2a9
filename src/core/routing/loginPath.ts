export const LOGIN_PATH = '/auth/login';

/** Where a signed-out visit goes: the login page, remembering the wanted path unless it is "/". */
export function loginPathFor(pathname: string, search = ''): string {
  const wanted = pathname + search;
  return wanted === '/' || wanted === '' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/** Only a path on this panel is a valid redirect target: no scheme, no other host, no "//". */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return null;
  try {
    const url = new URL(value, 'http://painel.invalid');
    if (url.host !== 'painel.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
