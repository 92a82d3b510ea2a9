import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { call, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';

const app = withTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO)) if (role !== 'twoFactor') tokens[role] = await loginAs(app, email);
});

describe('the API access guard', () => {
  it('refuses to register a route that states no access rule', async () => {
    const bare = Fastify();
    const { installAccessGuard } = await import('./guard');
    installAccessGuard(bare, app.context.db);
    await expect(async () => {
      bare.get('/api/nothing', async () => 'x');
      await bare.ready();
    }).rejects.toThrow(/declares no access rule/);
  });

  it('shows a hosting to its owner and its guest, and to nobody else', async () => {
    expect((await call(app, tokens.owner, 'GET', '/api/hosting/lojadaana.com.br')).json().data).toMatchObject({ isGuest: false, status: 'Active' });
    expect((await call(app, tokens.guest, 'GET', '/api/hosting/lojadaana.com.br')).json().data).toMatchObject({
      isGuest: true,
      permissions: { hasWebsite: false, hasDomain: false, hasEmail: true },
    });
    expect((await call(app, tokens.affiliate, 'GET', '/api/hosting/lojadaana.com.br')).statusCode).toBe(403);
    expect((await call(app, null, 'GET', '/api/hosting/lojadaana.com.br')).statusCode).toBe(401);
    expect((await call(app, tokens.owner, 'GET', '/api/hosting/naoexiste.com.br')).statusCode).toBe(404);
  });

  it('lists owned hostings, then shared ones, with statuses lower-cased', async () => {
    const owner = (await call(app, tokens.owner, 'GET', '/api/hosting')).json().data;
    expect(owner.map((h: { domain: string; status: string }) => [h.domain, h.status])).toEqual([
      ['antigo.com.br', 'paused'],
      ['blogdaana.com.br', 'active'],
      ['lojadaana.com.br', 'active'],
    ]);
    const guest = (await call(app, tokens.guest, 'GET', '/api/hosting')).json().data;
    expect(guest).toEqual([expect.objectContaining({ domain: 'lojadaana.com.br', isGuest: true })]);
    expect((await call(app, tokens.newcomer, 'GET', '/api/hosting')).json().data).toEqual([]);
  });

  it('lets only the owner pause and reactivate, and only from the right status', async () => {
    expect((await call(app, tokens.guest, 'POST', '/api/hosting/lojadaana.com.br/pause')).statusCode).toBe(403);
    expect((await call(app, tokens.owner, 'POST', '/api/hosting/antigo.com.br/pause')).statusCode).toBe(409);
    expect((await call(app, tokens.owner, 'POST', '/api/hosting/antigo.com.br/unpause')).statusCode).toBe(200);
    expect((await call(app, tokens.owner, 'GET', '/api/hosting/antigo.com.br')).json().data.status).toBe('Active');
    expect((await call(app, tokens.owner, 'POST', '/api/hosting/antigo.com.br/pause')).statusCode).toBe(200);
  });

  it('shows domains only to their owner', async () => {
    const list = (await call(app, tokens.owner, 'GET', '/api/domain')).json().data;
    expect(list.map((d: { domain: string; isPending: boolean }) => [d.domain, d.isPending])).toEqual([
      ['lojadaana.com.br', false],
      ['novodominio.com.br', true],
    ]);
    expect((await call(app, tokens.guest, 'GET', '/api/domain/lojadaana.com.br')).statusCode).toBe(403);
    expect((await call(app, tokens.owner, 'GET', '/api/domain/lojadaana.com.br')).statusCode).toBe(200);
  });
});
