import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/auth/passwords';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { emailDb } from './store';

const HOSTING = 'lojadaana.com.br';
const BASE = `/api/hosting/${HOSTING}/email`;
const EMPTY = '/api/hosting/blogdaana.com.br/email';
const MB = 1024 * 1024;

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const get = async (url: string) => (await call(app, owner, 'GET', url)).json().data;
const passwordHashOf = async (username: string) =>
  (await emailDb(app.context.db).selectFrom('email_accounts').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow()).password_hash;

describe('access', () => {
  it('lets the guest with hasEmail in, refuses a paused hosting, another customer and a missing session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    const asGuest = await call(app, guest, 'GET', `${BASE}?include=emails`);
    expect(asGuest.statusCode).toBe(200);
    expect(asGuest.json().data.emails).toHaveLength(3);
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/email')).statusCode).toBe(403);
    const stranger = await loginAs(app, DEMO.affiliate);
    expect((await call(app, stranger, 'GET', BASE)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', BASE)).statusCode).toBe(401);
  });
});

describe('GET /email', () => {
  it('answers only the includes asked for', async () => {
    expect(Object.keys(await get(`${BASE}?include=emails`))).toEqual(['emails']);
    expect(Object.keys(await get(`${BASE}?include=webmail,config`)).sort()).toEqual(['config', 'webmail']);
    expect(Object.keys(await get(`${BASE}?include=forwarders&include=config`)).sort()).toEqual(['config', 'forwarders']);
    expect(Object.keys(await get(BASE)).sort()).toEqual(['config', 'customization', 'emails', 'forwarders', 'webmail']);
  });

  it('has the seeded accounts, the forwarder, the webmail URL and the access data', async () => {
    const data = await get(BASE);
    expect(data.emails).toEqual([
      { email: 'antigo@lojadaana.com.br', username: 'antigo', size: 52_428_800, quota: 1024 * MB, disabled: true, alias: [], forwards: [] },
      { email: 'contato@lojadaana.com.br', username: 'contato', size: 1_288_490_189, quota: 2048 * MB, disabled: false, alias: [], forwards: [] },
      { email: 'financeiro@lojadaana.com.br', username: 'financeiro', size: 367_001_600, quota: 0, disabled: false, alias: [], forwards: [] },
    ]);
    expect(data.forwarders).toEqual([{ email: 'vendas@lojadaana.com.br', forward: 'contato@lojadaana.com.br' }]);
    expect(data.webmail).toEqual({ url: 'https://webmail.lojadaana.com.br' });
    expect(data.config).toEqual({
      secure: { host: 'mail.lojadaana.com.br', imap: 993, pop3: 995, smtp: 465 },
      insecure: { host: 'mail.lojadaana.com.br', imap: 143, pop3: 110, smtp: 587 },
    });
  });

  it('is empty for a hosting without mail', async () => {
    expect(await get(`${EMPTY}?include=emails,forwarders`)).toEqual({ emails: [], forwarders: [] });
  });
});

describe('accounts', () => {
  it('creates one (blank quota is unlimited), reads it, changes password and quota, deletes it', async () => {
    const created = await call(app, owner, 'POST', EMPTY, { username: ' Novo.Conta ', password: 'segredo123', quota: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ email: 'novo.conta@blogdaana.com.br', username: 'novo.conta', size: 0, quota: 0, disabled: false, alias: [], forwards: [] });
    expect(await verifyPassword('segredo123', await passwordHashOf('novo.conta'))).toBe(true);
    expect((await get(`${EMPTY}/novo.conta@blogdaana.com.br`)).email).toBe('novo.conta@blogdaana.com.br');

    const changed = await call(app, owner, 'POST', `${EMPTY}/password`, { email: 'novo.conta@blogdaana.com.br', password: 'outrasenha9' });
    expect(changed.statusCode).toBe(200);
    expect(await verifyPassword('outrasenha9', await passwordHashOf('novo.conta'))).toBe(true);

    const quota = await call(app, owner, 'POST', `${EMPTY}/quota`, { email: 'novo.conta@blogdaana.com.br', username: 'novo.conta', quota: 1536 });
    expect(quota.json().data.quota).toBe(1536 * MB);
    expect((await get(`${EMPTY}?include=emails`)).emails[0].quota).toBe(1536 * MB);

    expect((await call(app, owner, 'DELETE', `${EMPTY}/${encodeURIComponent('novo.conta@blogdaana.com.br')}`)).statusCode).toBe(204);
    expect((await get(`${EMPTY}?include=emails`)).emails).toEqual([]);
    expect((await call(app, owner, 'DELETE', `${EMPTY}/novo.conta@blogdaana.com.br`)).statusCode).toBe(404);
  });

  it.each([
    [{ username: '', password: 'segredo123' }, 'username', 'Campo obrigatório.'],
    [{ username: 'a'.repeat(41), password: 'segredo123' }, 'username', 'O nome pode ter no máximo 40 caracteres.'],
    [{ username: 'ana+loja', password: 'segredo123' }, 'username', 'Use letras minúsculas, números, pontos, hífens e sublinhados.'],
    [{ username: 'contato', password: 'segredo123' }, 'username', 'Já existe uma conta de e-mail com este nome.'],
    [{ username: 'nova', password: 'curta' }, 'password', 'A senha deve ter pelo menos 8 caracteres.'],
    [{ username: 'nova', password: 'segredo123', quota: 100 }, 'quota', 'O limite deve ser múltiplo de 512 MB.'],
    [{ username: 'nova', password: 'segredo123', quota: -512 }, 'quota', 'Informe um número inteiro de MB, zero ou maior.'],
    [{ username: 'nova', password: 'segredo123', quota: 'muito' }, 'quota', 'Informe um número inteiro de MB, zero ou maior.'],
  ])('refuses %j', async (body, field, message) => {
    const response = await call(app, owner, 'POST', BASE, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });

  it('creates two simultaneous mailboxes with one name once, naming the field for the other', async () => {
    const body = { username: 'dupla', password: 'segredo123', quota: 512 };
    const answers = await Promise.all([call(app, owner, 'POST', EMPTY, body), call(app, owner, 'POST', EMPTY, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().errors).toEqual({ username: 'Já existe uma conta de e-mail com este nome.' });
    await call(app, owner, 'DELETE', `${EMPTY}/dupla@blogdaana.com.br`);
  });

  it('answers 404 for an unknown account or one of another domain', async () => {
    expect((await call(app, owner, 'POST', `${BASE}/password`, { email: 'ninguem@lojadaana.com.br', password: 'segredo123' })).statusCode).toBe(404);
    expect((await call(app, owner, 'POST', `${BASE}/quota`, { email: 'contato@blogdaana.com.br', quota: 512 })).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', `${BASE}/ninguem@lojadaana.com.br`)).statusCode).toBe(404);
    expect((await call(app, owner, 'DELETE', `${BASE}/contato`)).statusCode).toBe(404);
  });

  it('validates password and quota changes per field', async () => {
    const password = await call(app, owner, 'POST', `${BASE}/password`, { email: 'contato@lojadaana.com.br', password: '123' });
    expect(password.json().errors).toEqual({ password: 'A senha deve ter pelo menos 8 caracteres.' });
    const quota = await call(app, owner, 'POST', `${BASE}/quota`, { email: 'contato@lojadaana.com.br', quota: 1000 });
    expect(quota.json().errors).toEqual({ quota: 'O limite deve ser múltiplo de 512 MB.' });
  });
});

describe('forwarders', () => {
  it('adds one, refuses the same pair twice, removes it, then 404s', async () => {
    const added = await call(app, owner, 'POST', EMPTY, { username: 'Vendas', forward: 'Ana@Exemplo.com.br', forwarder: true });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ email: 'vendas@blogdaana.com.br', forward: 'ana@exemplo.com.br' });
    const again = await call(app, owner, 'POST', EMPTY, { username: 'vendas', forward: 'ana@exemplo.com.br', forwarder: true });
    expect(again.json().errors).toEqual({ forward: 'Este encaminhamento já existe.' });
    expect((await get(`${EMPTY}?include=forwarders`)).forwarders).toEqual([{ email: 'vendas@blogdaana.com.br', forward: 'ana@exemplo.com.br' }]);
    const body = { email: 'vendas@blogdaana.com.br', forward: 'ana@exemplo.com.br' };
    expect((await call(app, owner, 'POST', `${EMPTY}/remove-forward`, body)).statusCode).toBe(204);
    expect((await get(`${EMPTY}?include=forwarders`)).forwarders).toEqual([]);
    expect((await call(app, owner, 'POST', `${EMPTY}/remove-forward`, body)).statusCode).toBe(404);
  });

  it('lists the forwards of an account on the account', async () => {
    await call(app, owner, 'POST', BASE, { username: 'financeiro', forward: 'contador@exemplo.com.br', forwarder: true });
    expect((await get(`${BASE}/financeiro@lojadaana.com.br`)).forwards).toEqual(['contador@exemplo.com.br']);
    await call(app, owner, 'POST', `${BASE}/remove-forward`, { email: 'financeiro@lojadaana.com.br', forward: 'contador@exemplo.com.br' });
  });

  it.each([
    [{ username: 'vendas', forward: 'não é e-mail', forwarder: true }, 'forward', 'Informe um e-mail válido.'],
    [{ username: 'vendas', forward: '', forwarder: true }, 'forward', 'Campo obrigatório.'],
    [{ username: 'b'.repeat(41), forward: 'a@b.com.br', forwarder: true }, 'username', 'O nome pode ter no máximo 40 caracteres.'],
    [{ username: 'vendas', forward: 'vendas@lojadaana.com.br', forwarder: true }, 'forward', 'O destino não pode ser o próprio endereço.'],
    [{ username: 'vendas', forward: 'contato@lojadaana.com.br', forwarder: true }, 'forward', 'Este encaminhamento já existe.'],
  ])('refuses %j', async (body, field, message) => {
    const response = await call(app, owner, 'POST', BASE, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });
});
