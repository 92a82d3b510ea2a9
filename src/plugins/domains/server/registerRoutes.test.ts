import { beforeAll, describe, expect, it } from 'vitest';
import { creditPaidInvoice } from '@server/billing/invoiceCredits';
import { call, DEMO, loginAs, withTestApp, type TestApp } from '../../../../tests/support/apiApp';
import { confirmedPayment } from '../../../../tests/support/paidAction';
import { SandboxRegistrar } from './registrar/registrar';

const app = withTestApp();
let owner: string;
let other: string;
let newcomer: string;
const PASSWORD = 'demo12345';
const CONTACT = {
  name: 'Ana Cliente', email: 'ana@exemplo.com.br', phone: '(11) 98765-4321', cpfCnpj: '529.982.247-25',
  addressZip: '01310-100', addressStreet: 'Av. Paulista', addressNumber: '1000', addressComplement: '', addressNeighborhood: 'Bela Vista', addressCity: 'São Paulo', addressState: 'SP',
};
const register = (token: string, body: Record<string, unknown>) => call(app, token, 'POST', '/api/domain', confirmedPayment({ ...CONTACT, type: 'register', period: 1, password: PASSWORD, ...body }));
const ledger = (a: TestApp, email: string) =>
  a.context.db.selectFrom('credit_ledger').innerJoin('users', 'users.id', 'credit_ledger.user_id').select(['amount_cents', 'description']).where('users.email', '=', email).execute();
const sum = (rows: { amount_cents: number }[]) => rows.reduce((s, r) => s + r.amount_cents, 0);
const settleRegistry = async () => {
  await new Promise((resolve) => setTimeout(resolve, 700));
  await app.context.jobs.tick();
};

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  other = await loginAs(app, DEMO.affiliate);
  newcomer = await loginAs(app, DEMO.newcomer);
});

describe('POST /domain/search', () => {
  it('lower-cases, checks the public suffix list and offers suggestions on other TLDs', async () => {
    const res = await call(app, owner, 'POST', '/api/domain/search', { search: '  https://WWW.MinhaLojaNova.com.br/ ' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ domain: 'minhalojanova.com.br', available: true, register: true, transfer: false, isOwner: false, status: 'available', price: { register: 40, renew: 40 } });
    expect(data.suggestions.map((s: { domain: string }) => s.domain)).toContain('minhalojanova.com');
    expect(data.suggestions.find((s: { domain: string }) => s.domain === 'minhalojanova.com').price).toEqual({ register: 69.9, transfer: 69.9, renew: 89.9 });
  });

  it('turns an IDN into punycode and keeps its Unicode form for display', async () => {
    const data = (await call(app, owner, 'POST', '/api/domain/search', { search: 'Açaí.com.br' })).json().data;
    expect(data.domain).toBe('xn--aa-4iaz.com.br');
    expect(data.display).toBe('açaí.com.br');
    expect(data.available).toBe(true);
  });

  it('refuses invalid names, unknown suffixes and subdomains under the search field', async () => {
    expect((await call(app, owner, 'POST', '/api/domain/search', { search: 'não é domínio!' })).json().errors.search).toMatch(/domínio válido/);
    expect((await call(app, owner, 'POST', '/api/domain/search', { search: 'loja.naoexiste' })).json().errors.search).toBe('A extensão .naoexiste não existe.');
    expect((await call(app, owner, 'POST', '/api/domain/search', { search: 'blog.loja.com.br' })).json().errors.search).toMatch(/sem subdomínio/);
    expect((await call(app, owner, 'POST', '/api/domain/search', { search: '   ' })).json().errors.search).toBe('Informe o domínio que deseja pesquisar.');
  });

  it('says who can act: yours, held by another customer, registered elsewhere, reserved, premium', async () => {
    const search = async (token: string, s: string) => (await call(app, token, 'POST', '/api/domain/search', { search: s })).json().data;
    expect(await search(owner, 'lojadaana.com.br')).toMatchObject({ isOwner: true, register: false, transfer: false });
    expect(await search(other, 'lojadaana.com.br')).toMatchObject({ isOwner: false, available: false, register: false, transfer: false, message: 'O domínio já está sendo utilizado por outro usuário.' });
    expect(await search(owner, 'google.com.br')).toMatchObject({ available: false, register: false, transfer: true, status: 'registered' });
    expect(await search(owner, 'registro.com.br')).toMatchObject({ available: false, register: false, transfer: false, status: 'reserved' });
    expect(await search(owner, 'prefeitura.gov.br')).toMatchObject({ status: 'reserved', register: false });
    const premium = await search(owner, 'hotel.com.br');
    expect(premium).toMatchObject({ available: true, register: true, premium: true, status: 'premium' });
    expect(premium.price.register).toBeGreaterThan(premium.price.renew);
  });

  it('needs a session', async () => {
    expect((await call(app, null, 'POST', '/api/domain/search', { search: 'x.com.br' })).statusCode).toBe(401);
  });
});

describe('POST /domain/prices', () => {
  it('maps each period in years to a display price; a name no one sells is a 404', async () => {
    const data = (await call(app, owner, 'POST', '/api/domain/prices', { domain: 'minhaloja.com', type: 'register' })).json().data;
    expect(data.amounts['1']).toBe(69.9);
    expect(data.amounts['2']).toBeCloseTo(69.9 + 89.9);
    expect(data.prices['1']).toMatch(/^R\$\s69,90$/);
    expect(data.renew).toBe(89.9);
    expect(Object.keys((await call(app, owner, 'POST', '/api/domain/prices', { domain: 'google.com.br', type: 'transfer' })).json().data.prices)).toEqual(['1']);
    const missing = await call(app, owner, 'POST', '/api/domain/prices', { domain: 'loja.naoexiste', type: 'register' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Domínio não encontrado.');
    expect((await call(app, owner, 'POST', '/api/domain/prices', { domain: 'loja.co.uk', type: 'register' })).statusCode).toBe(404);
  });
});

describe('POST /domain (register and transfer)', () => {
  it('pays from credits once, leaves the domain pending, then registered after the registrar delay', async () => {
    const before = sum(await ledger(app, DEMO.owner));
    const res = await register(owner, { domain: 'AnaNova.com.br', period: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ needsRecharge: false, order: { amount: 80 } });
    const rows = await ledger(app, DEMO.owner);
    expect(before - sum(rows)).toBe(8000);
    expect(rows.filter((r) => r.description.includes('ananova.com.br'))).toHaveLength(1);
    const pending = (await call(app, owner, 'GET', '/api/domain/ananova.com.br')).json().data;
    expect(pending).toMatchObject({ isPending: true, isPendingPayment: false, state: 'registering' });
    // Paying again (the collector, the pay route) never debits twice.
    await call(app, owner, 'GET', `/api/recharge/order/${res.json().data.order.id}`);
    expect(sum(await ledger(app, DEMO.owner))).toBe(before - 8000);
    await settleRegistry();
    const done = (await call(app, owner, 'GET', '/api/domain/ananova.com.br')).json().data;
    expect(done).toMatchObject({ statusText: 'Registrado', isPending: false, isRenewable: true, period: 2 });
    expect(done.daysToExpire).toBeGreaterThan(700);
  });

  it('without enough credits answers needsRecharge and the order, and pays it when a recharge lands', async () => {
    const res = await register(newcomer, { domain: 'novato-site.com.br', addressState: 'rj' });
    expect(res.json().data).toMatchObject({ needsRecharge: true, order: { amount: 40 } });
    const orderId = res.json().data.order.id;
    expect((await call(app, newcomer, 'GET', '/api/domain/novato-site.com.br')).json().data).toMatchObject({ isPendingPayment: true, statusText: 'Aguardando Pagamento', orderId });
    expect((await call(app, newcomer, 'GET', `/api/recharge/order/${orderId}`)).json().data).toMatchObject({ id: orderId, amount: 40, status: 'pending' });
    expect((await call(app, owner, 'GET', `/api/recharge/order/${orderId}`)).statusCode).toBe(404);
    expect((await register(newcomer, { domain: 'novato-site.com.br' })).statusCode).toBe(409);

    const user = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.newcomer).executeTakeFirstOrThrow();
    await creditPaidInvoice(app.context.db, { invoiceId: 'test-domain-1', userId: user.id, creditCents: 5000, bonusCents: 0, description: 'Recarga via PIX' });
    expect((await call(app, newcomer, 'GET', `/api/recharge/order/${orderId}`)).json().data.status).toBe('paid');
    expect(sum(await ledger(app, DEMO.newcomer))).toBe(1000);
    expect((await call(app, newcomer, 'GET', `/api/recharge/order/${orderId}`)).json().data.status).toBe('paid');
    expect(sum(await ledger(app, DEMO.newcomer))).toBe(1000);
    await settleRegistry();
    expect((await call(app, newcomer, 'GET', '/api/domain/novato-site.com.br')).json().data.statusText).toBe('Registrado');
  });

  it('asks for the password, checks it and the contact under the right fields', async () => {
    expect((await register(owner, { domain: 'semsenha.com.br', password: '' })).json().errors).toEqual({ password: 'Informe a sua senha para confirmar a compra.' });
    expect((await register(owner, { domain: 'semsenha.com.br', password: 'errada' })).json().errors).toEqual({ password: 'Senha incorreta.' });
    const bad = await register(owner, { domain: 'semsenha.com.br', cpfCnpj: '529.982.247-24', phone: '1234', addressState: 'São Paulo' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ cpfCnpj: 'CPF ou CNPJ inválido.', phone: 'Informe o telefone com DDD.', addressState: 'Informe a sigla do estado.' });
    expect((await register(owner, { domain: 'google.com.br' })).json().errors.domain).toMatch(/já está registrado/);
    expect((await register(owner, { domain: 'lojadaana.com.br' })).json().errors.domain).toBe('Este domínio já está na sua conta.');
    expect((await register(other, { domain: 'lojadaana.com.br', password: PASSWORD })).json().errors.domain).toBe('O domínio já está sendo utilizado por outro usuário.');
    expect((await register(owner, { domain: 'longo.com.br', period: 11 })).json().errors).toHaveProperty('period');
    expect((await call(app, null, 'POST', '/api/domain', { domain: 'x.com.br' })).statusCode).toBe(401);
  });

  it('a transfer requires the EPP code of the current registrar', async () => {
    expect((await register(owner, { domain: 'registrado-ana.com.br', type: 'transfer' })).json().errors).toEqual({ epp: 'Informe o código de transferência (EPP).' });
    expect((await register(owner, { domain: 'registrado-ana.com.br', type: 'transfer', epp: 'EPP-ERRADO' })).json().errors).toEqual({ epp: 'O código de transferência (EPP) não confere com o do registrador atual.' });
    expect((await register(owner, { domain: 'disponivel-ana.com.br', type: 'transfer', epp: 'X' })).json().errors.domain).toMatch(/não pode ser transferido/);
    const epp = new SandboxRegistrar(1).authCode('registrado-ana.com.br');
    expect((await call(app, null, 'GET', '/api/sandbox/registrar/registrado-ana.com.br')).json().data).toMatchObject({ status: 'registered', authCode: epp });
    const res = await register(owner, { domain: 'registrado-ana.com.br', type: 'transfer', epp });
    expect(res.json().data).toMatchObject({ needsRecharge: false, order: { amount: 40 } });
    expect((await call(app, owner, 'GET', '/api/domain/registrado-ana.com.br')).json().data).toMatchObject({ statusText: 'Em transferência', isPending: true });
    await settleRegistry();
    expect((await call(app, owner, 'GET', '/api/domain/registrado-ana.com.br')).json().data.statusText).toBe('Registrado');
  });
});

describe('renewal, paying and contacts', () => {
  it('renews from credits and moves the expiry by the period', async () => {
    const ana = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.owner).executeTakeFirstOrThrow();
    await creditPaidInvoice(app.context.db, { invoiceId: 'test-renew-1', userId: ana.id, creditCents: 10000, bonusCents: 0, description: 'Recarga via PIX' });
    const before = (await call(app, owner, 'GET', '/api/domain/lojadaana.com.br')).json().data;
    const credits = sum(await ledger(app, DEMO.owner));
    const res = await call(app, owner, 'POST', '/api/domain/lojadaana.com.br/renew', confirmedPayment({ period: 1 }));
    expect(res.json().data).toMatchObject({ needsRecharge: false, order: { amount: 40 } });
    expect(sum(await ledger(app, DEMO.owner))).toBe(credits - 4000);
    const after = (await call(app, owner, 'GET', '/api/domain/lojadaana.com.br')).json().data;
    expect(Math.round((Date.parse(after.expirationDate) - Date.parse(before.expirationDate)) / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect((await call(app, other, 'POST', '/api/domain/lojadaana.com.br/renew', confirmedPayment({ period: 1 }))).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/api/domain/lojadaana.com.br/renew', confirmedPayment({ period: 1 }))).statusCode).toBe(401);
    expect((await call(app, owner, 'POST', '/api/domain/novodominio.com.br/renew', confirmedPayment({ period: 1 }))).statusCode).toBe(409);
  });

  it('renews nothing without the confirmation and the key, and a replay of the same key charges once', async () => {
    const ana = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.owner).executeTakeFirstOrThrow();
    await creditPaidInvoice(app.context.db, { invoiceId: 'test-renew-replay', userId: ana.id, creditCents: 10000, bonusCents: 0, description: 'Recarga via PIX' });
    const url = '/api/domain/lojadaana.com.br/renew';
    const credits = sum(await ledger(app, DEMO.owner));
    const empty = await call(app, owner, 'POST', url, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ confirm: 'Confirme a cobrança para continuar.', idempotencyKey: expect.stringMatching(/chave de idempotência/) });
    expect((await call(app, owner, 'POST', url, { period: 1, confirm: true })).json().errors).toEqual({ idempotencyKey: expect.stringMatching(/Idempotency-Key/) });
    expect((await call(app, owner, 'POST', url, { period: 1, idempotencyKey: 'x'.repeat(20) })).json().errors).toEqual({ confirm: 'Confirme a cobrança para continuar.' });
    expect(sum(await ledger(app, DEMO.owner))).toBe(credits);

    const body = confirmedPayment({ period: 1 });
    const first = await call(app, owner, 'POST', url, body);
    expect(first.statusCode).toBe(200);
    const again = await call(app, owner, 'POST', url, body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(sum(await ledger(app, DEMO.owner))).toBe(credits - 4000);
    // The key in the header works the same; the same key for another request is refused.
    const other2 = await app.inject({ method: 'POST', url, payload: { period: 2, confirm: true }, headers: { authorization: `Bearer ${owner}`, 'idempotency-key': body.idempotencyKey } });
    expect(other2.json().errors).toEqual({ idempotencyKey: 'Esta chave de idempotência já foi usada em outra solicitação.' });
    // Keys are the user's own: another customer's request with the same key is theirs, refused here by access alone.
    expect((await call(app, other, 'POST', url, body)).statusCode).toBe(403);
    expect(sum(await ledger(app, DEMO.owner))).toBe(credits - 4000);
  });

  it('edits the registrant contact with CPF/CNPJ check digits; only the owner', async () => {
    const url = '/api/domain/lojadaana.com.br/contact';
    expect((await call(app, owner, 'GET', url)).json().data).toMatchObject({ email: 'cliente@exemplo.com.br' });
    const bad = await call(app, owner, 'PUT', url, { ...CONTACT, cpfCnpj: '11.222.333/0001-80' });
    expect(bad.json().errors).toEqual({ cpfCnpj: 'CPF ou CNPJ inválido.' });
    const ok = await call(app, owner, 'PUT', url, { ...CONTACT, name: 'Loja da Ana Ltda', cpfCnpj: '11.222.333/0001-81' });
    expect(ok.statusCode).toBe(200);
    expect((await call(app, owner, 'GET', url)).json().data).toMatchObject({ name: 'Loja da Ana Ltda', cpfCnpj: '11222333000181', phone: '11987654321', addressZip: '01310100' });
    expect((await call(app, other, 'GET', url)).statusCode).toBe(403);
    expect((await call(app, other, 'PUT', url, CONTACT)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(app, owner, 'PUT', '/api/domain/novodominio.com.br/contact', CONTACT)).statusCode).toBe(409);
  });

  it('a pending-payment domain is paid from the domain page once credits cover it', async () => {
    const res = await register(newcomer, { domain: 'novato-paga.com.br' });
    expect(res.json().data.needsRecharge).toBe(true);
    expect((await call(app, other, 'POST', '/api/domain/novato-paga.com.br/pay', confirmedPayment())).statusCode).toBe(403);
    expect((await call(app, newcomer, 'POST', '/api/domain/novato-paga.com.br/pay', confirmedPayment())).json().data).toMatchObject({ needsRecharge: true, order: res.json().data.order });
    const user = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.newcomer).executeTakeFirstOrThrow();
    const before = sum(await ledger(app, DEMO.newcomer));
    await creditPaidInvoice(app.context.db, { invoiceId: 'test-domain-pay', userId: user.id, creditCents: 4000, bonusCents: 0, description: 'Recarga via PIX' });
    const paid = await call(app, newcomer, 'POST', '/api/domain/novato-paga.com.br/pay', confirmedPayment());
    // The recharge may already have been collected by the list read; either way it is paid once.
    expect([200, 409]).toContain(paid.statusCode);
    expect(sum(await ledger(app, DEMO.newcomer))).toBe(before);
    expect((await call(app, newcomer, 'GET', '/api/domain/novato-paga.com.br')).json().data).toMatchObject({ isPendingPayment: false, state: 'registering' });
  });

  it('a seeded pending domain (never ordered) can be registered by its owner', async () => {
    expect((await call(app, owner, 'GET', '/api/domain/novodominio.com.br')).json().data).toMatchObject({ state: 'pending', isPending: true, orderId: null });
    const res = await register(owner, { domain: 'novodominio.com.br' });
    expect(res.statusCode).toBe(201);
  });
});

describe('without the sandbox registrar', () => {
  const bare = withTestApp({ sandbox: false });
  it('answers a clear 503 instead of pretending to register', async () => {
    const token = await loginAs(bare, DEMO.owner);
    const res = await call(bare, token, 'POST', '/api/domain/search', { search: 'qualquer.com.br' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('O registro de domínios está indisponível: nenhum registrador está configurado neste servidor.');
    expect((await call(bare, token, 'GET', '/api/domain/lojadaana.com.br')).statusCode).toBe(200);
  });
});
