import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../tests/support/apiApp';

const app = withTestApp();

/** How many routes Fastify's router holds, counted from its own route tree (not from our collector), minus the panel's `GET /`. */
function routerRouteCount(): number {
  const methods = [...app.printRoutes({ commonPrefix: false }).matchAll(/\(([A-Z, ]+)\)/g)].flatMap((m) => m[1].split(', '));
  return methods.filter((m) => m !== 'HEAD').length - 1;
}

describe('GET /api/openapi.json', () => {
  it('is public, valid OpenAPI 3 and lists every registered route with its contract', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();

    const validation = await new Validator().validate(structuredClone(document));
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);

    const listed = Object.entries(document.paths as Record<string, object>).flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`)).sort();
    expect(listed.length).toBe(routerRouteCount());
    for (const entry of listed) {
      const [method, url] = entry.split(' ');
      expect(app.hasRoute({ method: method as 'GET', url: url.replace(/\{(\w+)\}/g, ':$1') }), entry).toBe(true);
    }
    expect(listed.length).toBeGreaterThan(150);

    const rename = document.paths['/api/hosting/{resource}/files/rename'].post;
    expect(rename.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(rename.parameters).toContainEqual(expect.objectContaining({ name: 'resource', in: 'path', required: true }));
    expect(document.paths['/api/login'].post.security).toEqual([]);
    // Routes added after the contracts came in: their bodies, query flags and upload forms are described too.
    expect(document.paths['/api/user/token'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('name');
    expect(document.paths['/api/recharge/auto'].post.requestBody.content['application/json'].schema.anyOf).toHaveLength(2);
    expect(document.paths['/api/hosting/{resource}/email/lists/{list}/member'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(document.paths['/api/ticket'].get.parameters).toContainEqual(expect.objectContaining({ name: 'recent', in: 'query', required: false }));
    expect(document.paths['/api/user/logo'].post.requestBody.content['multipart/form-data'].schema.properties.logo).toMatchObject({ type: 'string', format: 'binary' });
    expect(JSON.stringify(document).includes('demo12345')).toBe(false);
  });

  it('serves the reference page in development', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/hosting/{resource}/files/rename');
  });

  it('has no reference page in production', async () => {
    const { createTestApp } = await import('../../../tests/support/apiApp');
    const production = await createTestApp({ sandbox: false, demo: false });
    try {
      expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
