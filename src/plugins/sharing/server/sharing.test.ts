import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp();
let owner: string;
let affiliate: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  affiliate = await loginAs(app, DEMO.affiliate);
});

const hostingsOf = async (token: string) => (await call(app, token, 'GET', '/api/hosting')).json().data as { domain: string; isGuest: boolean; permissions: object }[];

describe('sharing a hosting', () => {
  it('lets the owner share with another customer, who then sees the hosting as a guest with exactly the granted permissions', async () => {
    const shared = await call(app, owner, 'POST', '/api/user/access/blogdaana.com.br', { email: DEMO.affiliate, hasWebsite: true, hasDomain: false, hasEmail: true });
    expect(shared.statusCode).toBe(201);
    const mine = (await hostingsOf(affiliate)).find((h) => h.domain === 'blogdaana.com.br');
    expect(mine).toMatchObject({ isGuest: true, permissions: { hasWebsite: true, hasDomain: false, hasEmail: true } });
    expect(app.context.mailer.outbox.at(-1)).toMatchObject({ to: DEMO.affiliate, subject: 'blogdaana.com.br foi compartilhada com você' });

    const overview = (await call(app, affiliate, 'GET', '/api/user/access')).json().data;
    expect(overview.sharedWithMe).toEqual([{ domain: 'blogdaana.com.br', ownerName: 'Ana Beatriz Cliente', permissions: { hasWebsite: true, hasDomain: false, hasEmail: true } }]);
  });

  it('lists a customer’s own hostings first and then those shared with them, each by domain', async () => {
    await call(app, owner, 'POST', '/api/user/access/antigo.com.br', { email: DEMO.affiliate, hasWebsite: true, hasDomain: true, hasEmail: true });
    const listed = (await hostingsOf(affiliate)).map((h) => [h.domain, h.isGuest]);
    expect(listed).toEqual([['parceirodigital.com.br', false], ['antigo.com.br', true], ['blogdaana.com.br', true]]);
    expect((await hostingsOf(owner)).map((h) => [h.domain, h.isGuest])).toEqual([['antigo.com.br', false], ['blogdaana.com.br', false], ['lojadaana.com.br', false]]);
  });

  it('changes and revokes what a guest may do', async () => {
    const guests = (await call(app, owner, 'GET', '/api/user/access/blogdaana.com.br')).json().data.guests as { id: number; email: string }[];
    const guest = guests.find((g) => g.email === DEMO.affiliate)!;
    await call(app, owner, 'PUT', `/api/user/access/blogdaana.com.br/${guest.id}`, { hasWebsite: false, hasDomain: true, hasEmail: false });
    expect((await hostingsOf(affiliate)).find((h) => h.domain === 'blogdaana.com.br')?.permissions).toEqual({ hasWebsite: false, hasDomain: true, hasEmail: false });
    await call(app, owner, 'DELETE', `/api/user/access/blogdaana.com.br/${guest.id}`);
    expect((await hostingsOf(affiliate)).some((h) => h.domain === 'blogdaana.com.br')).toBe(false);
  });

  it('refuses unknown customers, the owner, duplicates and an empty grant with field errors', async () => {
    const post = (body: object) => call(app, owner, 'POST', '/api/user/access/lojadaana.com.br', body);
    expect((await post({ email: 'ninguem@exemplo.com.br', hasEmail: true })).json().errors).toHaveProperty('email');
    expect((await post({ email: DEMO.owner, hasEmail: true })).json().errors).toEqual({ email: 'Você já é o dono desta hospedagem.' });
    expect((await post({ email: DEMO.guest, hasEmail: true })).json().errors).toEqual({ email: 'Esta hospedagem já está compartilhada com este e-mail.' });
    expect((await post({ email: DEMO.affiliate })).json().errors).toEqual({ permissions: 'Escolha pelo menos uma permissão.' });
  });

  it('is for the owner only: the guest and other customers get 403', async () => {
    const guest = await loginAs(app, DEMO.guest);
    for (const token of [guest, affiliate]) {
      expect((await call(app, token, 'GET', '/api/user/access/lojadaana.com.br')).statusCode).toBe(403);
      expect((await call(app, token, 'POST', '/api/user/access/lojadaana.com.br', { email: DEMO.newcomer, hasEmail: true })).statusCode).toBe(403);
    }
  });
});

describe('referral and affiliate', () => {
  it('gives the referral link to non-affiliates only and the affiliate page to affiliates only', async () => {
    expect((await call(app, owner, 'GET', '/api/referral')).json().data.link).toMatch(/\/auth\/register\?ref=/);
    expect((await call(app, affiliate, 'GET', '/api/referral')).statusCode).toBe(403);
    expect((await call(app, affiliate, 'GET', '/api/affiliate')).statusCode).toBe(200);
    expect((await call(app, owner, 'GET', '/api/affiliate')).statusCode).toBe(403);
  });
});
