import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessDenial, isHostingScoped, type AccessCondition, type AccessHosting } from '../../core/access/rules';
import { addressAllowed, apiTokenUser, isApiToken, noteApiTokenUse, type ApiTokenScope } from '../auth/apiTokens';
import { clearSessionCookies, cookieToken, CROSS_SITE_REFUSAL } from '../auth/sessionCookie';
import { sessionUser } from '../auth/sessions';
import type { Database } from '../db/database';
import { HttpError, MESSAGES } from '../http/errors';
import { hostingRelation, type HostingRow } from './hostingRelation';

export interface RequestUser {
  id: number;
  isAffiliate: boolean;
  token: string;
  /** Present when the request came with an API token instead of a session. */
  apiToken: ApiTokenScope | null;
}

export const API_TOKEN_MESSAGES = {
  readOnly: 'Este token de API permite apenas leitura.',
  otherHosting: 'Este token de API dá acesso somente às hospedagens para as quais foi criado.',
  permission: 'Este token de API não tem permissão para esta ação.',
  address: 'Este token de API não pode ser usado a partir deste endereço.',
  sessionOnly: 'Tokens de API não podem fazer esta ação. Entre no painel para fazê-la.',
} as const;

/** Part 1 §6: "402 marks needs-recharge": a Suspended hosting's tabs wait for a recharge, not for a right. */
export const NEEDS_RECHARGE_MESSAGES = {
  owner: 'Esta hospedagem está suspensa por falta de créditos. Faça uma recarga para reativá-la.',
  guest: 'Esta hospedagem está suspensa por falta de créditos. Para reativá-la, o responsável por ela precisa fazer uma recarga.',
} as const;

/** Where the owner recharges; the guest cannot recharge another's account, so is told who can. */
export const RECHARGE_PATH = '/payment/manual-recharge';

function needsRecharge(isGuest: boolean): HttpError {
  return new HttpError(402, isGuest ? NEEDS_RECHARGE_MESSAGES.guest : NEEDS_RECHARGE_MESSAGES.owner, undefined, { needsRecharge: true, recharge: isGuest ? null : RECHARGE_PATH });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route states who may call it; the server refuses to start a route that does not. */
    access?: AccessCondition;
    /** Only a signed-in session may call it, never an API token (tokens, password, second factor). */
    sessionOnly?: boolean;
  }
  interface FastifyRequest {
    user: RequestUser | null;
    hosting: { row: HostingRow; access: AccessHosting } | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The path parameter that names a hosting: `{resource}` or `{domain}` in the specification. */
function hostingParam(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, string | undefined>;
  return (params.resource ?? params.domain)?.toLowerCase();
}

/**
 * Installs the one access check of the API: authentication, then the same rules the panel
 * uses, judged on the hosting named in the path.
 */
export function installAccessGuard(app: FastifyInstance, db: Database) {
  app.decorateRequest('user', null);
  app.decorateRequest('hosting', null);

  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.url.startsWith('/api') === false) return;
    if (!route.config?.access) throw new Error(`route ${String(route.method)} ${route.url} declares no access rule`);
  });

  app.addHook('preHandler', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    // A bearer token (API clients), else the browser's session cookie, which acts only for the panel's own calls (CSRF).
    const bearer = bearerToken(request);
    const cookie = bearer ? null : cookieToken(request);
    if (cookie && !cookie.mayAct && access.rule !== 'anonymous') throw new HttpError(403, CROSS_SITE_REFUSAL);
    const token = bearer ?? (cookie?.mayAct ? cookie.token : null);
    if (token && isApiToken(token)) {
      const found = await apiTokenUser(db, token);
      if (found) request.user = { id: found.userId, isAffiliate: found.isAffiliate, token, apiToken: found.scope };
    } else if (token) {
      const user = await sessionUser(db, token, request.ip);
      if (user) request.user = { ...user, token, apiToken: null };
    }
    // A cookie whose session has ended is cleared, so the page stops counting on it.
    if (cookie?.mayAct && !request.user) clearSessionCookies(request, reply);
    if (access.rule === 'anonymous') return;
    if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
    if (isHostingScoped(access)) {
      const domain = hostingParam(request);
      if (!domain) throw new Error(`hosting-scoped route ${request.routeOptions.url} has no :resource or :domain`);
      const relation = await hostingRelation(db, request.user.id, domain);
      if (relation === undefined) throw new HttpError(404, 'Hospedagem não encontrada.');
      if (relation === null) throw new HttpError(403, MESSAGES.forbidden);
      request.hosting = relation;
    }
    const denial = accessDenial(access, { user: request.user, hosting: request.hosting?.access ?? null });
    if (denial === 'unauthenticated') throw new HttpError(401, MESSAGES.unauthenticated);
    if (denial === 'forbidden') throw new HttpError(403, MESSAGES.forbidden);
    if (denial === 'needsRecharge') throw needsRecharge(request.hosting?.access.isGuest === true);
    if (request.user.apiToken) {
      const tokenRefusal = apiTokenRefusal(request.user.apiToken, request, access);
      if (tokenRefusal) throw new HttpError(403, tokenRefusal);
      await noteApiTokenUse(db, request.user.apiToken, request.ip);
    }
  });
}

/** Why an API token may not make this request although its user may, or null. */
function apiTokenRefusal(scope: ApiTokenScope, request: FastifyRequest, access: AccessCondition): string | null {
  if (request.routeOptions.config?.sessionOnly) return API_TOKEN_MESSAGES.sessionOnly;
  if (scope.addresses && !addressAllowed(scope.addresses, request.ip)) return API_TOKEN_MESSAGES.address;
  if (scope.readOnly && request.method !== 'GET' && request.method !== 'HEAD') return API_TOKEN_MESSAGES.readOnly;
  // A token narrowed to hostings or permissions reaches only routes about its hostings, not the account's others.
  if (scope.hostingIds !== null && (!request.hosting || !scope.hostingIds.includes(request.hosting.row.id))) return API_TOKEN_MESSAGES.otherHosting;
  if (scope.permissions !== null) {
    if (!request.hosting) return API_TOKEN_MESSAGES.permission;
    // Judged by the one rules module as a guest holding only the token's permissions (and the user's own).
    const { access: relation } = request.hosting;
    const permissions = Object.fromEntries(scope.permissions.map((flag) => [flag, !relation.isGuest || relation.permissions?.[flag] === true]));
    if (accessDenial(access, { user: request.user, hosting: { ...relation, isGuest: true, permissions } })) return API_TOKEN_MESSAGES.permission;
  }
  return null;
}

/** The signed-in user of a route whose access rule is not anonymous. */
export function userOf(request: FastifyRequest): RequestUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated);
  return request.user;
}

export function hostingOf(request: FastifyRequest) {
  if (!request.hosting) throw new Error('route is not hosting-scoped');
  return request.hosting;
}
