import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessDenial, isHostingScoped, type AccessCondition, type AccessHosting } from '../../core/access/rules';
import { sessionUser } from '../auth/sessions';
import type { Database } from '../db/database';
import { HttpError, MESSAGES } from '../http/errors';
import { hostingRelation, type HostingRow } from './hostingRelation';

export interface RequestUser {
  id: number;
  isAffiliate: boolean;
  token: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route states who may call it; the server refuses to start a route that does not. */
    access?: AccessCondition;
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

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    if (token) {
      const user = await sessionUser(db, token);
      if (user) request.user = { ...user, token };
    }
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
  });
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
