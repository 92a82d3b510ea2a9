import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields that may hold U+0000 (a file's content, written to disk, never to the database). */
    nulAllowed?: readonly string[];
  }
}

export const NUL_MESSAGE = 'Este campo contém um caractere nulo, que não é aceito.';
const NUL = '\u0000';
/** Deeper than any contract goes: junk nested further is left to the route's schema. */
const MAX_DEPTH = 32;

/** The first path (as `parse` names fields: "a.0.b") to a string holding U+0000, or null. */
function nulPath(value: unknown, path: string[], depth: number, skip: readonly string[]): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (depth === 0 && skip.includes(key)) continue;
    const found = key.includes(NUL) ? [...path, key].join('.') : nulPath(item, [...path, key], depth + 1, skip);
    if (found !== null) return found;
  }
  return null;
}

/**
 * U+0000 is never text a customer means, and PostgreSQL cannot store it in a text column (SQLite
 * would, silently): refused alike on both databases, before any query sees it. A path parameter
 * holding it names nothing (404, before the guard looks it up); a query or body field holding it
 * is a 422 under that field (after the guard, so a stranger learns nothing).
 */
export function installNulPathCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (nulPath(request.params, [], 1, []) !== null) throw new HttpError(404, MESSAGES.notFound);
  });
}

export function installNulInputCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const field = nulPath(request.query, [], 0, []) ?? nulPath(request.body, [], 0, request.routeOptions.config?.nulAllowed ?? []);
    if (field !== null) throw new HttpError(422, MESSAGES.invalid, { [field]: NUL_MESSAGE });
  });
}
