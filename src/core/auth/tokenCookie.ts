import { readCookie, removeCookie, writeCookie } from '../http/cookies';

/** The access token lives in a cookie, secure and strict, expiring when the server says. */
export const TOKEN_COOKIE = 'painel_token';

export function readToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function storeToken(token: string, expiresInSeconds: number): void {
  writeCookie(TOKEN_COOKIE, token, { maxAgeSeconds: expiresInSeconds });
}

export function clearToken(): void {
  removeCookie(TOKEN_COOKIE);
}
