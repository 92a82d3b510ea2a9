/**
 * Matches a route pattern ("/auth/login", "/login/oauth/:provider", "/auth/*") against a whole path, as
 * react-router's matchPath does (case-insensitive, a trailing "/" ignored, ":param" one segment, "*" the
 * rest). The entry uses it to choose a shell without loading the router, and the signed-out shell to draw
 * its pages; matchRoute.test.ts holds it and the router together.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  let source = '^';
  const names: string[] = [];
  const parts = pattern.replace(/\/*\*?$/, '').replace(/^\/*/, '/').split('/').slice(1);
  for (const part of parts) {
    if (part.startsWith(':')) {
      names.push(part.slice(1).replace(/\?$/, ''));
      source += part.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
    } else if (part) source += '/' + part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  source += pattern.endsWith('*') ? '(?:/.*)?$' : '/*$';
  const match = new RegExp(source, 'i').exec(routerPath(pathname) ?? pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (match[index + 1] !== undefined) params[name] = match[index + 1].replace(/%2F/g, '/');
  });
  return params;
}

export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}

/** The path as the router reads it, each segment decoded (an encoded "/" kept apart); null when it cannot be decoded. */
export function routerPath(pathname: string): string | null {
  try {
    return pathname.split('/').map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F')).join('/');
  } catch {
    return null;
  }
}
