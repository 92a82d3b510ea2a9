import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import type { ActivityPage } from '../contract';

const app = withTestApp();
const EMAIL = '/api/hosting/lojadaana.com.br/email';
const HOSTING_ACTIVITY = '/api/hosting/lojadaana.com.br/activity';
let owner: string;
let guest: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  guest = await loginAs(app, DEMO.guest);
});

const page = async (session: string, url: string) => {
  const answer = await call(app, session, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as ActivityPage;
};

describe('activity log', () => {
  it("records who changed what, on which hosting, through what and from where; the owner sees the guest's and the token's changes", async () => {
    expect((await call(app, guest, 'POST', EMAIL, { username: 'doconvidado', password: 'segredo123', quota: '' })).statusCode).toBe(201);
    const token = (await call(app, owner, 'POST', '/api/user/token', { name: 'Integração ERP' })).json().data.token as string;
    expect((await call(app, token, 'POST', EMAIL, { username: 'dotoken', password: 'segredo123', quota: '' })).statusCode).toBe(201);
    expect((await call(app, owner, 'DELETE', `${EMAIL}/doconvidado%40lojadaana.com.br`)).statusCode).toBeLessThan(300);

    const { entries, total } = await page(owner, HOSTING_ACTIVITY);
    expect(total).toBe(3);
    expect(entries.map(({ actor, token: via, method, path, area, hosting }) => ({ actor, via, method, path, area, hosting }))).toEqual([
      { actor: { email: DEMO.owner, role: 'owner' }, via: null, method: 'DELETE', path: `${EMAIL}/doconvidado%40lojadaana.com.br`, area: 'email', hosting: 'lojadaana.com.br' },
      { actor: { email: DEMO.owner, role: 'owner' }, via: { name: 'Integração ERP' }, method: 'POST', path: EMAIL, area: 'email', hosting: 'lojadaana.com.br' },
      { actor: { email: DEMO.guest, role: 'guest' }, via: null, method: 'POST', path: EMAIL, area: 'email', hosting: 'lojadaana.com.br' },
    ]);
    expect(entries[0].address).toBe('127.0.0.1');
    expect(Date.parse(entries[0].at)).not.toBeNaN();
    // The token's making is the account's own change, no hosting's.
    expect((await page(owner, '/api/activity')).entries.find((entry) => entry.path === '/api/user/token')).toMatchObject({ hosting: null, area: 'user' });
  });

  it('shows a guest only their own changes, on the hosting and in their account', async () => {
    const own = await page(guest, HOSTING_ACTIVITY);
    expect(own.total).toBe(1);
    expect(own.entries[0].actor.email).toBe(DEMO.guest);
    expect((await page(guest, '/api/activity')).entries.every((entry) => entry.actor.email === DEMO.guest)).toBe(true);
  });

  it('records no reads, no refused calls and no request bodies', async () => {
    const before = (await page(owner, '/api/activity')).total;
    await call(app, owner, 'GET', EMAIL);
    expect((await call(app, owner, 'POST', EMAIL, { username: '', password: 'x', quota: '' })).statusCode).toBe(422);
    const after = await page(owner, '/api/activity');
    expect(after.total).toBe(before);
    expect(JSON.stringify(after)).not.toContain('segredo123');
  });

  it('filters by who made the change and by text, and pages on the server', async () => {
    expect((await page(owner, `${HOSTING_ACTIVITY}?by=guest`)).entries.map((entry) => entry.actor.role)).toEqual(['guest']);
    expect((await page(owner, `${HOSTING_ACTIVITY}?by=token`)).entries.map((entry) => entry.token?.name)).toEqual(['Integração ERP']);
    expect((await page(owner, `${HOSTING_ACTIVITY}?q=${'CONVIDADO'}`)).total).toBe(2);
    const first = await page(owner, `${HOSTING_ACTIVITY}?perPage=10&page=1`);
    const second = await page(owner, `${HOSTING_ACTIVITY}?perPage=10&page=2`);
    expect(first.entries).toHaveLength(3);
    expect(second).toEqual({ entries: [], total: 3 });
    const refused = await call(app, owner, 'GET', `${HOSTING_ACTIVITY}?perPage=7`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ perPage: 'Escolha 10, 25 ou 50 por página.' });
  });

  it("refuses another customer's hosting and no session", async () => {
    expect((await call(app, await loginAs(app, DEMO.affiliate), 'GET', HOSTING_ACTIVITY)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', '/api/activity')).statusCode).toBe(401);
  });
});
