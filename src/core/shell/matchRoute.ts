/**
 * Whether a route pattern ("/auth/login", "/login/oauth/:provider", "/auth/*") matches a whole path, as
 * react-router's matchPath does (case-insensitive, a trailing "/" ignored, ":param" one segment, "*" the
 * rest). The entry uses it to choose a shell without loading the router; matchRoute.test.ts holds the two together.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  let source = '^';
  const parts = pattern.replace(/\/*\*?$/, '').replace(/^\/*/, '/').split('/').slice(1);
  for (const part of parts) {
    if (part.startsWith(':')) source += part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else if (part) source += '/' + part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  source += pattern.endsWith('*') ? '(?:/.*)?$' : '/*$';
  return new RegExp(source, 'i').test(decodeSafe(pathname));
}

function decodeSafe(pathname: string): string {
  try {
    return pathname.split('/').map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F')).join('/');
  } catch {
    return pathname;
  }
}
