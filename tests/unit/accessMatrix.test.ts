import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessDenial, isHostingScoped, type AccessCondition, type AccessHosting, type HostingStatus, type Permissions } from '../../src/core/access/rules';
import { createSession } from '../../src/server/auth/sessions';
import { nowIso } from '../../src/server/db/database';
import { DEMO, withTestApp } from '../support/apiApp';

/**
 * Every /api route that exists, whoever registered it, called by every kind of caller: the API
 * must answer 401/403 exactly as the route's declared access rule says (part 1 §6, part 2 §6).
 */

interface RegisteredRoute {
  method: string;
  url: string;
  access?: AccessCondition;
}

const HOSTING = 'lojadaana.com.br';
const GUEST_GRANTS: Record<string, Partial<Permissions>> = {
  website: { hasWebsite: true },
  domain: { hasDomain: true },
  email: { hasEmail: true },
  nothing: {},
};

const app = withTestApp();
const userIds: Record<string, number> = {};

function concretePath(url: string): string {
  return url.replace(/:(resource|domain)\b/g, HOSTING).replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

async function idOf(email: string): Promise<number> {
  return (await app.context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function addGuest(name: string, grant: Partial<Permissions>): Promise<number> {
  const { db } = app.context;
  const { id } = await db
    .insertInto('users')
    .values({ name: `Convidado ${name}`, email: `convidado-${name}@exemplo.com.br`, password_hash: 'x', phone: null, photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, email_verified_at: nowIso(), totp_secret: null, promotion_type: null, promotion_expires_at: null, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hosting = await db.selectFrom('hostings').select('id').where('domain', '=', HOSTING).executeTakeFirstOrThrow();
  await db
    .insertInto('hosting_shares')
    .values({ hosting_id: hosting.id, user_id: id, has_website: grant.hasWebsite ? 1 : 0, has_domain: grant.hasDomain ? 1 : 0, has_email: grant.hasEmail ? 1 : 0, created_at: nowIso() })
    .execute();
  return id;
}

/** A fresh session per call, so that a route ending sessions (logout, password change) spoils nothing. */
async function send(route: RegisteredRoute, who: string | null) {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${(await createSession(app.context.db, userIds[who]!)).token}`;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url: concretePath(route.url), headers };
  if (!['GET', 'DELETE', 'OPTIONS'].includes(route.method)) options.payload = {};
  return (await app.inject(options)).statusCode;
}

/** The hosting as it stands now (earlier calls may have paused it), seen by an owner or a guest. */
async function hostingAs(grant: Partial<Permissions> | null): Promise<AccessHosting> {
  const row = await app.context.db.selectFrom('hostings').select(['status', 'has_domain']).where('domain', '=', HOSTING).executeTakeFirstOrThrow();
  return { domain: HOSTING, status: row.status as HostingStatus, hasDomain: row.has_domain === 1, isGuest: grant !== null, permissions: grant ?? undefined };
}

/** A read of the hosting itself (no other path parameter) must answer 200 to whoever may call it. */
const isPlainRead = (route: RegisteredRoute) => route.method === 'GET' && (route.url.match(/:/g) ?? []).length === 1;

function verdict(route: RegisteredRoute, status: number): 'unauthenticated' | 'forbidden' | 'allowed' | `answered ${number}` {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (isHostingScoped(route.access!) && isPlainRead(route) && status !== 200) return `answered ${status}`;
  return 'allowed';
}

const expected = (denial: ReturnType<typeof accessDenial>) => denial ?? 'allowed';

let routes: (RegisteredRoute & { access: AccessCondition })[];

beforeAll(async () => {
  // Every /api route as the app registered it (collected by its own onRoute hook, whoever added the route).
  routes = app.apiRoutes.map((r) => ({ method: r.method, url: r.url, access: r.config!.access! }));
  userIds.owner = await idOf(DEMO.owner);
  userIds.affiliate = await idOf(DEMO.affiliate);
  for (const [name, grant] of Object.entries(GUEST_GRANTS)) userIds[`guest-${name}`] = await addGuest(name, grant);
});

const label = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('the access matrix over every registered /api route', () => {
  it('finds the routes of every plugin, each with a declared rule', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const path of ['/api/login', '/api/user/access/:resource', '/api/hosting/:domain', '/api/referral', '/api/affiliate']) {
      expect(routes.map((r) => r.url)).toContain(path);
    }
    expect(routes.filter((r) => !r.access).map(label)).toEqual([]);
  });

  it('refuses signed-out callers with 401 on every route that is not anonymous', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access.rule !== 'anonymous')) {
      const status = await send(route, null);
      if (status !== 401) wrong.push(`${label(route)} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives another customer 403 and each guest exactly what was granted on hosting routes, then the owner its own', async () => {
    const scoped = routes.filter((r) => r.access.rule !== 'anonymous' && isHostingScoped(r.access));
    expect(scoped.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    const check = async (route: (typeof scoped)[number], who: string, want: string) => {
      const status = await send(route, who);
      if (verdict(route, status) !== want) wrong.push(`${label(route)} as ${who}: ${status}, expected ${want}`);
    };
    for (const route of scoped) {
      await check(route, 'affiliate', 'forbidden');
      for (const [name, grant] of Object.entries(GUEST_GRANTS)) {
        const want = expected(accessDenial(route.access, { user: { id: userIds[`guest-${name}`]!, isAffiliate: false }, hosting: await hostingAs(grant) }));
        await check(route, `guest-${name}`, want);
      }
    }
    // The owner last, reads before writes before deletions, since allowed calls change the hosting.
    const byMethod = [...scoped].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
    for (const route of byMethod) {
      await check(route, 'owner', expected(accessDenial(route.access, { user: { id: userIds.owner!, isAffiliate: false }, hosting: await hostingAs(null) })));
    }
    expect(wrong).toEqual([]);
  });

  it('keeps affiliate routes to affiliates and non-affiliate routes to the others', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !isHostingScoped(r.access) && (r.access.rule === 'affiliate' || r.access.rule === 'nonAffiliate'))) {
      const asAffiliate = verdict(route, await send(route, 'affiliate'));
      const asCustomer = verdict(route, await send(route, 'owner'));
      const want = route.access.rule === 'affiliate' ? ['allowed', 'forbidden'] : ['forbidden', 'allowed'];
      if (asAffiliate !== want[0] || asCustomer !== want[1]) wrong.push(`${label(route)}: affiliate ${asAffiliate}, customer ${asCustomer}`);
    }
    expect(wrong).toEqual([]);
  });
});
