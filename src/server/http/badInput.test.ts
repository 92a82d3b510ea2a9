/**
 * Bad input generated from every route's zod contract, sent as the signed-in owner of a real
 * hosting: the API must never answer 5xx, input its contract refuses must get a 4xx, and a 422
 * must name the fields at fault. A few cases per route keep it to seconds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../core/validation/zod';
import { call, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';
import type { ApiRoute } from './contracts';

const app = withTestApp();
let owner: string;

const HOSTING = 'lojadaana.com.br';
const HUGE = 'a'.repeat(70_000);
const UNICODE = 'ção 🚀 \u202e\u0000 مرحبا 𝔘';
const JUNK = { a: [{ b: { c: [null, true, 1e308, { d: [[[]]] }] } }], toString: 'x', valueOf: { y: 1 } };
const POISON: unknown = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');

/** Wrong values for a property of the given JSON Schema type: another type, then the edge cases of its own. */
function badValues(property: Record<string, unknown>): unknown[] {
  switch (property.type) {
    case 'string':
      return [12345, HUGE, UNICODE, JUNK];
    case 'number':
    case 'integer':
      return ['doze', -1e308, Number.MAX_SAFE_INTEGER * 4, [1]];
    case 'boolean':
      return ['true', 1, JUNK];
    case 'array':
      return ['not an array', Array.from({ length: 20_000 }, () => 'x'), [JUNK, 1, null]];
    default:
      return [HUGE, JUNK, null];
  }
}

interface Case {
  label: string;
  body?: unknown;
  query?: string;
  /** The field the case breaks, when it breaks exactly one. */
  field?: string;
}

type Properties = Record<string, Record<string, unknown>>;

const objectProperties = (schema: z.ZodType): Properties => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Properties; anyOf?: { properties?: Properties }[] };
  return json.properties ?? (Object.assign({}, ...(json.anyOf ?? []).map((s) => s.properties ?? {})) as Properties);
};

/** Samples a few fields (always the first two and the last) so each route gets a handful of cases. */
const sample = <T,>(items: T[]) => (items.length <= 3 ? items : [items[0], items[1], items[items.length - 1]]);

function bodyCases(schema: z.ZodType): Case[] {
  const cases: Case[] = [
    { label: 'empty object', body: {} },
    { label: 'bare string', body: 'texto' },
    { label: 'nested junk', body: JUNK },
    { label: 'prototype poisoning', body: POISON },
  ];
  sample(Object.entries(objectProperties(schema))).forEach(([field, property], i) => {
    // The wrong type always, then one of the edge cases, a different one for each field.
    const values = badValues(property);
    const edge = 1 + (i % (values.length - 1));
    cases.push({ label: `${field} wrong type`, body: { [field]: values[0] }, field }, { label: `${field} edge #${edge}`, body: { [field]: values[edge] }, field });
  });
  return cases;
}

/** A route that reads no body still gets junk: it must ignore it or refuse it, never fail. */
const JUNK_BODIES: Case[] = [
  { label: 'nested junk', body: JUNK },
  { label: 'prototype poisoning', body: POISON },
];

function queryCases(schema: z.ZodType | undefined): Case[] {
  const fields = schema ? Object.keys(objectProperties(schema)) : ['page'];
  const cases: Case[] = [{ label: 'junk keys', query: 'a[b][c]=1&__proto__[x]=1&%ZZ=%' }];
  sample(fields).forEach((field, i) => {
    cases.push({ label: `${field} repeated`, query: `${field}=a&${field}=b`, field });
    if (schema) cases.push(i % 2 ? { label: `${field} huge`, query: `${field}=${'z'.repeat(8000)}`, field } : { label: `${field} unicode`, query: `${field}=${encodeURIComponent(UNICODE)}`, field });
  });
  return cases;
}

/** Destructive routes without a contract (pause, remove...) run last, and logout never: it would end the session. */
const order = (route: ApiRoute) => (route.config?.contract ? 0 : route.method === 'GET' ? 1 : 2);

function urlOf(route: ApiRoute): string {
  return route.url.replace(/:(resource|domain)\b/g, HOSTING).replace(/:(\w+)/g, (_m, name: string) => `${name}-1`);
}

describe('generated bad input', () => {
  beforeAll(async () => {
    owner = await loginAs(app, DEMO.owner);
  });

  it('never answers 5xx, and refuses what the contract refuses with a 4xx naming the field', async () => {
    const problems: string[] = [];
    const routes = app.apiRoutes.filter((r) => !['/api/logout'].includes(r.url)).sort((a, b) => order(a) - order(b));
    let sent = 0;
    for (const route of routes) {
      const contract = route.config?.contract;
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const cases = [...(withBody ? (contract?.body ? bodyCases(contract.body) : JUNK_BODIES) : []), ...queryCases(contract?.query)];
      for (const c of cases) {
        const url = `${urlOf(route)}${c.query ? `?${c.query}` : ''}`;
        const response = withBody
          ? await app.inject({ method: route.method as 'POST', url, payload: JSON.stringify(c.body ?? {}), headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' } })
          : await call(app, owner, route.method as 'GET', url);
        sent += 1;
        const where = `${route.method} ${route.url} (${c.label}) → ${response.statusCode}`;
        if (response.statusCode >= 500) {
          problems.push(`${where}: ${response.body.slice(0, 200)}`);
          continue;
        }
        const schema = c.body !== undefined ? contract?.body : contract?.query;
        if (!schema || c.field === undefined) continue;
        const input = c.body !== undefined ? c.body : Object.fromEntries(new URLSearchParams(c.query));
        const local = schema.safeParse(input);
        const fieldAtFault = !local.success && local.error.issues.some((issue) => String(issue.path[0]) === c.field);
        // A parameter the route reads as a list may repeat; any other must be refused.
        const repeated = c.label.endsWith('repeated') && !(route.config?.queryLists ?? []).includes(c.field);
        if (!fieldAtFault && !repeated) continue;
        if (response.statusCode < 400) problems.push(`${where}: accepted input its contract refuses`);
        else if (response.statusCode === 422) {
          const errors = (response.json() as { errors?: Record<string, string> }).errors ?? {};
          if (!Object.keys(errors).some((key) => key === c.field || key.startsWith(`${c.field}.`))) problems.push(`${where}: no error under "${c.field}" (${JSON.stringify(errors).slice(0, 160)})`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    // About 1,100 requests: seconds alone, minutes on PostgreSQL while the browser tests share the cores.
  }, 300_000);
});
