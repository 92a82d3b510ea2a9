import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp();
let owner: string;
let other: string;
const NS = '/api/domain/lojadaana.com.br/nameservers';

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  other = await loginAs(app, DEMO.affiliate);
});

describe('the domain page API', () => {
  it('gives the owner the domain with its §3 fields, and nobody else', async () => {
    const domain = (await call(app, owner, 'GET', '/api/domain/LojaDaAna.com.br')).json().data;
    expect(domain).toMatchObject({ domain: 'lojadaana.com.br', statusText: 'Registrado', isPending: false, isPendingPayment: false, isRenewable: true, renewPrice: 40, orderId: null });
    expect(domain.period).toBeGreaterThanOrEqual(1);
    expect(domain.daysToExpire).toBeGreaterThan(30);
    expect((await call(app, other, 'GET', '/api/domain/lojadaana.com.br')).statusCode).toBe(403);
    expect((await call(app, other, 'GET', NS)).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/domain/naoexiste.com.br/nameservers')).statusCode).toBe(404);
    expect((await call(app, null, 'GET', NS)).statusCode).toBe(401);
  });

  it('starts with the default nameservers and saves 2 to 5 lower-cased ones', async () => {
    expect((await call(app, owner, 'GET', NS)).json().data).toEqual(['ns1.painel.net.br', 'ns2.painel.net.br']);
    const saved = await call(app, owner, 'POST', NS, { nameservers: [' NS1.Exemplo.com.br ', 'ns2.exemplo.com.br', 'ns3.exemplo.com.br'] });
    expect(saved.statusCode).toBe(200);
    expect((await call(app, owner, 'GET', NS)).json().data).toEqual(['ns1.exemplo.com.br', 'ns2.exemplo.com.br', 'ns3.exemplo.com.br']);
    expect((await call(app, other, 'POST', NS, { nameservers: ['a.com.br', 'b.com.br'] })).statusCode).toBe(403);
  });

  it('keys per-item errors as nameserver-{index} and refuses too few, too many and pending domains', async () => {
    const bad = await call(app, owner, 'POST', NS, { nameservers: ['ns1.exemplo.com.br', 'não é host', 'NS1.exemplo.com.br'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['nameserver-1', 'nameserver-2']);
    const dup = await call(app, owner, 'POST', NS, { nameservers: ['ns1.exemplo.com.br', 'NS1.exemplo.com.br'] });
    expect(dup.json().errors).toEqual({ 'nameserver-1': 'Este servidor DNS já foi informado.' });
    expect((await call(app, owner, 'POST', NS, { nameservers: ['ns1.exemplo.com.br'] })).json().errors).toHaveProperty('nameservers');
    const six = Array.from({ length: 6 }, (_, i) => `ns${i}.exemplo.com.br`);
    expect((await call(app, owner, 'POST', NS, { nameservers: six })).statusCode).toBe(422);
    const pending = await call(app, owner, 'POST', '/api/domain/novodominio.com.br/nameservers', { nameservers: ['a.exemplo.com.br', 'b.exemplo.com.br'] });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toMatch(/registro do domínio/);
  });
});
