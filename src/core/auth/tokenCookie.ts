/** The access token lives in a cookie, secure and strict, expiring when the server says. */
export const TOKEN_COOKIE = 'painel_token';

export function readToken(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : null;
}

export function storeToken(token: string, expiresInSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${Math.floor(expiresInSeconds)}; Path=/; SameSite=Strict${secure}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
