import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Query parameters this route reads as lists ("include=a&include=b"); any other may appear once. */
    queryLists?: readonly string[];
  }
}

export const repeatedParameter = (name: string) => `Informe o parâmetro "${name}" uma única vez.`;

/** A repeated parameter arrives as an array where every handler expects a string: refuse it before the handler runs (after the access guard, so a stranger learns nothing). */
export function installQueryParameterCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const lists = request.routeOptions.config?.queryLists ?? [];
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (Array.isArray(value) && !lists.includes(name)) throw fieldError(name, repeatedParameter(name));
    }
  });
}
