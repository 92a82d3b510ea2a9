import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { z } from '../../core/validation/zod';
import type { ApiRoute } from './contracts';

type JsonSchema = Record<string, unknown>;

/** The input side of a contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect); checks zod cannot express become `{}`. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParameters = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(route: ApiRoute) {
  const access = route.config?.access;
  const contract = route.config?.contract;
  const anonymous = access?.rule === 'anonymous';
  const responses: Record<string, unknown> = { '200': { description: 'Sucesso.' } };
  if (contract) responses['422'] = errorAnswer('Campos inválidos: `errors` traz uma mensagem por campo.');
  if (!anonymous) {
    responses['401'] = errorAnswer('Sem sessão válida.');
    responses['403'] = errorAnswer('Sem permissão.');
  }
  return {
    operationId: `${route.method.toLowerCase()}${route.url.replace(/^\/api/, '').replace(/[/:{}-]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [route.url.split('/')[2]],
    ...(anonymous ? { security: [] } : {}),
    'x-access': access,
    parameters: [...pathParameters(route.url), ...(contract?.query ? queryParameters(contract.query) : [])],
    ...(contract?.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(contract.body) } } } } : {}),
    ...(contract?.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: jsonSchemaOf(contract.multipart) } } } } : {}),
    responses,
  };
}

/** The API described from the routes as registered and the zod contracts they parse with. */
export function openApiDocument(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const entry = (paths[openApiPath(route.url)] ??= {});
    entry[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Painel API', version: '1', description: 'API de referência do painel. Autentique com `Authorization: Bearer <token>`.' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
          required: ['message'],
        },
      },
    },
    security: [{ bearer: [] }],
  };
}

/** A plain page listing every operation with its input schemas: no scripts, so the CSP stays strict. */
function referencePage(document: ReturnType<typeof openApiDocument>): string {
  const items = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const { parameters, requestBody, 'x-access': access } = op as { parameters: unknown[]; requestBody?: unknown; 'x-access'?: unknown };
      const detail = JSON.stringify({ access, parameters, requestBody }, null, 2);
      return `<li><details><summary><code>${method.toUpperCase()} ${escapeHtml(url)}</code></summary><pre>${escapeHtml(detail)}</pre></details></li>`;
    }),
  );
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Painel API: referência</title></head><body><main><h1>Painel API</h1><p><a href="/api/openapi.json">openapi.json</a></p><ul>${items.join('')}</ul></main></body></html>`;
}

/** `GET /api/openapi.json` for everyone; the reference page only in development (sandbox). */
export function openApiRoutes(api: FastifyInstance, routes: readonly ApiRoute[], development: boolean) {
  let document: ReturnType<typeof openApiDocument> | null = null;
  const current = () => (document ??= openApiDocument(routes));
  api.get('/openapi.json', { config: { access: { rule: 'anonymous' } } }, async () => current());
  if (development) {
    api.get('/docs', { config: { access: { rule: 'anonymous' } } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage(current())));
  }
}
