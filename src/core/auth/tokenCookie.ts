import { readCookie, removeCookie, writeCookie } from '../http/cookies';

/**
 * The browser's session is two cookies the server sets at sign-in and clears at sign-out
 * (src/server/auth/sessionCookie.ts). The token is HttpOnly: no script on the page can read it, the
 * browser sends it with every call. Beside it, a mark without secret tells the page that a session is
 * there (and which one, for the early reads), since the page cannot see the token.
 */
export const TOKEN_COOKIE = 'painel_token';
export const SESSION_MARK_COOKIE = 'painel_session';

/** The session's mark, or null when this browser holds no session. */
export function sessionMark(): string | null {
  return readCookie(SESSION_MARK_COOKIE);
}

export function hasSession(): boolean {
  return sessionMark() !== null;
}

/** Forgets the session on this page (after a 401); the server clears the token itself at sign-out. */
export function forgetSession(): void {
  removeCookie(SESSION_MARK_COOKIE);
}

/** Sets the mark as the server would at sign-in: for tests of signed-in pages. */
export function markSession(mark: string, expiresInSeconds: number): void {
  writeCookie(SESSION_MARK_COOKIE, mark, { maxAgeSeconds: expiresInSeconds });
}
