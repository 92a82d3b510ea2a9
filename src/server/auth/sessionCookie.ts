import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { SESSION_MARK_COOKIE, TOKEN_COOKIE } from '../../core/auth/tokenCookie';
import { PANEL_CALL_HEADER } from '../../core/http/panelCall';
import { SESSION_SECONDS } from './sessions';

export const CROSS_SITE_REFUSAL = 'Esta solicitação não veio do painel e foi recusada. Para chamar a API de fora do painel, use um token de API.';

/**
 * The browser's session (issue 46): the server sets the token as an HttpOnly cookie, Secure when the
 * panel is reached over HTTPS (the request's protocol, as TRUST_PROXY lets a proxy tell it), SameSite
 * Strict as the specification asks, beside a mark the page can read. API clients keep bearer tokens.
 *
 * CSRF: a call authenticated by the cookie that changes anything must carry the panel's header
 * (PANEL_CALL_HEADER) and, when the browser says where it comes from, come from this origin. A custom
 * header is what a form or a page of another site cannot send without a CORS preflight, which the API
 * never answers; it needs no token kept per session, so no extra request before the first write, and the
 * early reads and tus uploads send it as any call does. @fastify/csrf-protection's double-submit token
 * would add a read before every first write and a secret the page must hold, for no more safety here.
 */
function cookieOptions(request: FastifyRequest, httpOnly: boolean, maxAge: number): CookieSerializeOptions {
  return { path: '/', httpOnly, secure: request.protocol === 'https', sameSite: 'strict', maxAge };
}

/** Whether the call came from the panel's own pages (its client sends the header on every call). */
export function isPanelCall(request: FastifyRequest): boolean {
  return request.headers[PANEL_CALL_HEADER] !== undefined;
}

const newMark = () => randomBytes(9).toString('base64url');

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: { token: string; expiration: number }): void {
  reply.setCookie(TOKEN_COOKIE, session.token, cookieOptions(request, true, session.expiration));
  reply.setCookie(SESSION_MARK_COOKIE, newMark(), cookieOptions(request, false, session.expiration));
}

/**
 * A page asked with the token but without the mark (a cookie set by a tool, Playwright's addCookies)
 * gets the mark too, so the page counts on the session; if the session has ended, the first call's 401
 * clears both.
 */
export function keepSessionMark(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.cookies[SESSION_MARK_COOKIE]) reply.setCookie(SESSION_MARK_COOKIE, newMark(), cookieOptions(request, false, SESSION_SECONDS));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, cookieOptions(request, true, 0));
  reply.clearCookie(SESSION_MARK_COOKIE, cookieOptions(request, false, 0));
}

/**
 * The answer of a completed sign-in: to the panel, the cookies and the lifetime (the token stays out
 * of the page's reach); to an API client, the token and its lifetime, as the specification gives them.
 */
export function signedIn(request: FastifyRequest, reply: FastifyReply, session: { token: string; expiration: number }) {
  if (!isPanelCall(request)) return session;
  setSessionCookies(request, reply, session);
  return { expiration: session.expiration };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says the call came from another origin (Sec-Fetch-Site, else Origin against Host). */
function fromAnotherOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * The session token of the cookie, and whether it may act: reads always; a write only when the panel
 * sent it from its own origin.
 */
export function cookieToken(request: FastifyRequest): { token: string; mayAct: boolean } | null {
  const token = request.cookies?.[TOKEN_COOKIE];
  if (!token) return null;
  const mayAct = SAFE_METHODS.has(request.method) || (isPanelCall(request) && !fromAnotherOrigin(request));
  return { token, mayAct };
}
