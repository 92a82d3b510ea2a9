import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';
import { NUL_MESSAGE } from './nulCharacters';

const app = withTestApp();
const HOSTING = 'lojadaana.com.br';
let owner: string;

/** Same answers on SQLite and PostgreSQL (which cannot store U+0000 and refuses NaN for an integer). */
describe('input PostgreSQL would refuse', () => {
  beforeAll(async () => {
    owner = await loginAs(app, DEMO.owner);
  });

  it('refuses U+0000 in a query or body field with a 422 under that field, before any query sees it', async () => {
    const logs = await call(app, owner, 'GET', `/api/hosting/${HOSTING}/deploy/logs?dir=a%00b`);
    expect(logs.statusCode).toBe(422);
    expect(logs.json().errors).toEqual({ dir: NUL_MESSAGE });

    const ticket = await call(app, owner, 'POST', '/api/ticket', { subject: 'other', otherSubject: 'x', message: 'Olá\u0000 mundo, preciso de ajuda com o site.' });
    expect(ticket.statusCode).toBe(422);
    expect(ticket.json().errors).toEqual({ message: NUL_MESSAGE });

    const nested = await call(app, owner, 'POST', `/api/domain/${HOSTING}/nameservers`, { nameservers: ['ns1.exemplo.com.br', 'ns2\u0000.exemplo.com.br'] });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'nameservers.1': NUL_MESSAGE });
  });

  it('takes a path parameter holding U+0000 as naming nothing, and a stranger still gets 401', async () => {
    expect((await call(app, owner, 'GET', '/api/hosting/loja%00.com.br/php')).statusCode).toBe(404);
    expect((await call(app, null, 'GET', `/api/hosting/${HOSTING}/deploy/logs?dir=a%00b`)).statusCode).toBe(401);
  });

  it('lets a file\'s content hold U+0000: it goes to disk, not to the database', async () => {
    await call(app, owner, 'POST', `/api/hosting/${HOSTING}/files/create-file`, { path: '/public_html', name: 'nul.bin' });
    const saved = await call(app, owner, 'POST', `/api/hosting/${HOSTING}/files/edit`, { path: '/public_html/nul.bin', content: 'a\u0000b' });
    expect(saved.statusCode).toBe(200);
  });

  it('answers 404 for a guest id that is not a number (PostgreSQL would fail on NaN)', async () => {
    expect((await call(app, owner, 'DELETE', `/api/user/access/${HOSTING}/guest-1`)).statusCode).toBe(404);
    expect((await call(app, owner, 'PUT', `/api/user/access/${HOSTING}/99999999999999`, { hasWebsite: true, hasDomain: true, hasEmail: true })).statusCode).toBe(404);
  });

  it('answers a bad request, not a 500, when PostgreSQL refuses a value a route let through (an id no integer column holds)', async () => {
    const answer = await call(app, owner, 'GET', '/api/recharge/order/1e300');
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
