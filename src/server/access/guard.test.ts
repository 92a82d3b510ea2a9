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

  it("answers a Suspended hosting's tabs with 402 and the way to recharge, not 403; the stranger still 403", async () => {
    const setStatus = (status: string) => app.context.db.updateTable('hostings').set({ status }).where('domain', '=', 'blogdaana.com.br').execute();
    await setStatus('Suspended');
    try {
      const tab = await call(app, tokens.owner, 'GET', '/api/hosting/blogdaana.com.br/ftp');
      expect(tab.statusCode).toBe(402);
      expect(tab.json()).toMatchObject({
        message: 'Esta hospedagem está suspensa por falta de créditos. Faça uma recarga para reativá-la.',
        data: { needsRecharge: true, recharge: '/payment/manual-recharge' },
      });
      expect((await call(app, tokens.owner, 'GET', '/api/hosting/blogdaana.com.br')).statusCode).toBe(200);
      expect((await call(app, tokens.affiliate, 'GET', '/api/hosting/blogdaana.com.br/ftp')).statusCode).toBe(403);
    } finally {
      await setStatus('Active');
    }
    expect((await call(app, tokens.owner, 'GET', '/api/hosting/blogdaana.com.br/ftp')).statusCode).toBe(200);
    // Paused is the owner's choice, not a debt: still refused as before.
    expect((await call(app, tokens.owner, 'GET', '/api/hosting/antigo.com.br/ftp')).statusCode).toBe(403);
  });

  it("tells a guest of a Suspended hosting that its owner must recharge", async () => {
    const loja = await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow();
    await app.context.db.updateTable('hostings').set({ status: 'Suspended' }).where('id', '=', loja.id).execute();
    try {
      const tab = await call(app, tokens.guest, 'GET', '/api/hosting/lojadaana.com.br/email');
      expect(tab.statusCode).toBe(402);
      expect(tab.json()).toMatchObject({
        message: 'Esta hospedagem está suspensa por falta de créditos. Para reativá-la, o responsável por ela precisa fazer uma recarga.',
        data: { needsRecharge: true, recharge: null },
      });
      // Without the permission the answer stays 403: the status is no way to learn what one may not see.
      expect((await call(app, tokens.guest, 'GET', '/api/hosting/lojadaana.com.br/ftp')).statusCode).toBe(403);
    } finally {
      await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', loja.id).execute();
    }
  });
});
