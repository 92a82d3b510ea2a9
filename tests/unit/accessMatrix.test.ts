import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessDenial, hasPermission, isHostingScoped, type AccessCondition, type AccessHosting, type HostingStatus, type PermissionFlag, type Permissions } from '../../src/core/access/rules';
import { newApiToken } from '../../src/server/auth/apiTokens';
import { createSession } from '../../src/server/auth/sessions';
import { nowIso } from '../../src/server/db/database';
import { DEMO, withTestApp } from '../support/apiApp';

/**
 * Every /api route that exists, whoever registered it, called by every kind of caller (sessions
 * and API tokens of every scope): the API must answer 401/403 exactly as the route's declared
 * access rule, and the token's scope, say (part 1 §6, part 2 §6).
 */

interface RegisteredRoute {
  method: string;
  url: string;
  access?: AccessCondition;
  /** Only a signed-in session may call it, never an API token. */
  sessionOnly?: boolean;
}

const HOSTING = 'lojadaana.com.br';
/** Another hosting of the same owner. */
const OTHER_HOSTING = 'blogdaana.com.br';
/** Where every call of this file comes from. */
const CALLER_ADDRESS = '198.51.100.7';
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
  return sendWith(route, who ? (await createSession(app.context.db, userIds[who]!)).token : null);
}

async function sendWith(route: RegisteredRoute, bearer: string | null, remoteAddress = CALLER_ADDRESS) {
  const headers: Record<string, string> = {};
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url: concretePath(route.url), headers, remoteAddress };
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

/** An API token as its user made it: every scope a token can have, alone or together. */
interface TokenCaller {
  name: string;
  /** Whose token: the owner's unless a guest's (`guest-website`...). */
  of: string;
  readOnly?: boolean;
  hostings?: string[];
  permissions?: PermissionFlag[];
  /** The networks it may be used from, and whether CALLER_ADDRESS is one of them. */
  addresses?: { allowed: string[]; callerInside: boolean };
  expired?: boolean;
  /**
   * Called on hosting routes only: on an account route, a guest's own session meets the handler's
   * checks of what it names (another's domain, ticket), which no declared rule states.
   */
  hostingRoutesOnly?: boolean;
}

const TOKEN_CALLERS: TokenCaller[] = [
  { name: 'unscoped', of: 'owner' },
  { name: 'read-only', of: 'owner', readOnly: true },
  { name: 'website', of: 'owner', permissions: ['hasWebsite'] },
  { name: 'domain', of: 'owner', permissions: ['hasDomain'] },
  { name: 'email', of: 'owner', permissions: ['hasEmail'] },
  { name: 'other hosting', of: 'owner', hostings: [OTHER_HOSTING] },
  { name: 'this hosting', of: 'owner', hostings: [HOSTING] },
  { name: 'both hostings', of: 'owner', hostings: [OTHER_HOSTING, HOSTING] },
  { name: 'website on this hosting', of: 'owner', hostings: [HOSTING], permissions: ['hasWebsite'] },
  { name: 'read-only e-mail', of: 'owner', readOnly: true, permissions: ['hasEmail'] },
  { name: 'expired', of: 'owner', expired: true },
  { name: 'from elsewhere', of: 'owner', addresses: { allowed: ['203.0.113.0/24', '2001:db8::/32'], callerInside: false } },
  { name: 'from here', of: 'owner', addresses: { allowed: ['198.51.100.0/24'], callerInside: true } },
  // A guest's token never reaches beyond the guest's own rights: e-mail asked, website held, so nothing.
  { name: "guest's", of: 'guest-website', hostingRoutesOnly: true },
  { name: "guest's e-mail", of: 'guest-website', permissions: ['hasEmail'], hostingRoutesOnly: true },
];
const tokens: Record<string, string> = {};

async function addApiToken(caller: TokenCaller): Promise<string> {
  const { db } = app.context;
  const { token, hash } = newApiToken();
  const day = 24 * 3600_000;
  const { id } = await db
    .insertInto('api_tokens')
    .values({
      user_id: userIds[caller.of]!,
      name: caller.name,
      token_hash: hash,
      read_only: caller.readOnly ? 1 : 0,
      hosting_id: null,
      permissions: caller.permissions ? JSON.stringify(caller.permissions) : null,
      addresses: caller.addresses ? JSON.stringify(caller.addresses.allowed) : null,
      expires_at: new Date(Date.now() + (caller.expired ? -day : 30 * day)).toISOString(),
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const domain of caller.hostings ?? []) {
    const hosting = await db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow();
    await db.insertInto('api_token_hostings').values({ token_id: id, hosting_id: hosting.id }).execute();
  }
  return token;
}

/**
 * What a token may do, from the route's declared rule and the token's scope: what its user may
 * (the rules module, as for a session), less what the scope leaves out: everything from an address
 * outside it, writes when read-only, routes about no hosting or another one when bound to hostings,
 * and, when limited to permission groups, what a guest holding only those (of the user's own) may not.
 */
async function tokenExpectation(route: RegisteredRoute & { access: AccessCondition }, caller: TokenCaller): Promise<string> {
  if (route.access.rule === 'anonymous') return 'allowed';
  if (caller.expired) return 'unauthenticated';
  const grant = caller.of === 'owner' ? null : GUEST_GRANTS[caller.of.replace('guest-', '')]!;
  const scoped = isHostingScoped(route.access);
  const relation = scoped ? await hostingAs(grant) : null;
  const user = { id: userIds[caller.of]!, isAffiliate: false };
  const asUser = accessDenial(route.access, { user, hosting: relation });
  if (asUser) return asUser;
  if (route.sessionOnly) return 'forbidden';
  if (caller.addresses && !caller.addresses.callerInside) return 'forbidden';
  if (caller.readOnly && route.method !== 'GET') return 'forbidden';
  if (caller.hostings && (!relation || !caller.hostings.includes(relation.domain))) return 'forbidden';
  if (caller.permissions) {
    if (!relation) return 'forbidden';
    const permissions = Object.fromEntries(caller.permissions.map((flag) => [flag, hasPermission(relation, flag)]));
    if (accessDenial(route.access, { user, hosting: { ...relation, isGuest: true, permissions } })) return 'forbidden';
  }
  return 'allowed';
}

let routes: (RegisteredRoute & { access: AccessCondition })[];

beforeAll(async () => {
  // Every /api route as the app registered it (collected by its own onRoute hook, whoever added the route).
  routes = app.apiRoutes.map((r) => ({ method: r.method, url: r.url, access: r.config!.access!, sessionOnly: r.config?.sessionOnly === true }));
  userIds.owner = await idOf(DEMO.owner);
  userIds.affiliate = await idOf(DEMO.affiliate);
  for (const [name, grant] of Object.entries(GUEST_GRANTS)) userIds[`guest-${name}`] = await addGuest(name, grant);
  for (const caller of TOKEN_CALLERS) tokens[caller.name] = await addApiToken(caller);
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

  it('gives each API token exactly what its user may within its scope, and never a session-only route', async () => {
    expect(routes.filter((r) => r.sessionOnly).length).toBeGreaterThan(3);
    const wrong: string[] = [];
    // Every route with every token (some 3,700 calls, seconds). Reads before writes before deletions,
    // as for the owner above: allowed calls change the hosting.
    const byMethod = [...routes].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
    for (const route of byMethod) {
      for (const caller of TOKEN_CALLERS) {
        if (caller.hostingRoutesOnly && !isHostingScoped(route.access)) continue;
        const want = await tokenExpectation(route, caller);
        const status = await sendWith(route, tokens[caller.name]!);
        if (verdict(route, status) !== want) wrong.push(`${label(route)} with the ${caller.name} token: ${status}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
