import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from '../../core/validation/zod';

/** The zod schemas a route parses its input with: the same ones its handler passes to `parse`. */
export interface RouteContract {
  body?: z.ZodType;
  query?: z.ZodType;
  /** The multipart form an upload route reads (its files as `z.file()`): described only, the route reads the parts itself. */
  multipart?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route reads, for the OpenAPI document and the generated bad-input test. */
    contract?: RouteContract;
  }
}

/** A route's options with its input contract added to its `config`. */
export function withContract<T extends { config?: object }>(options: T, contract: RouteContract): T {
  return { ...options, config: { ...options.config, contract } };
}

export interface ApiRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

/** Every `/api` route as it is registered, in order: the OpenAPI document's source. */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config });
    }
  });
  return routes;
}
