import { beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '@server/access/guard';
import { sha256 } from '@server/auth/hash';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { TOKEN_NAME_MAX_LENGTH, TOKEN_TEXTS } from '../contract';

const app = withTestApp();
let owner: string;
let guest: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  guest = await loginAs(app, DEMO.guest);
});

async function makeToken(session: string, body: Record<string, unknown>) {
  const response = await call(app, session, 'POST', '/api/user/token', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; token: string };
}

describe('API tokens', () => {
  it('shows the value once, stores only its hash, and authenticates like a session until removed', async () => {
    const created = await makeToken(owner, { name: 'Integração' });
    expect(created.token).toMatch(/^pnl_[A-Za-z0-9_-]{43}$/);
    const row = await app.context.db.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = (await call(app, owner, 'GET', '/api/user/token')).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: created.id, name: 'Integração', readOnly: false, hosting: null, expiresAt: null })]);
    expect(listed[0].token).toBeUndefined();

    const hostings = await call(app, created.token, 'GET', '/api/hosting');
    expect(hostings.statusCode).toBe(200);
    expect(hostings.json().data.map((h: { domain: string }) => h.domain)).toContain('lojadaana.com.br');
    expect((await call(app, created.token, 'POST', '/api/hosting/antigo.com.br/unpause')).statusCode).toBe(200);
    await call(app, owner, 'POST', '/api/hosting/antigo.com.br/pause');

    expect((await call(app, owner, 'DELETE', `/api/user/token/${created.id}`)).statusCode).toBe(204);
    expect((await call(app, created.token, 'GET', '/api/hosting')).statusCode).toBe(401);
    expect((await call(app, owner, 'DELETE', `/api/user/token/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a name above 100 characters, an empty one, a past expiry and a hosting that is not the user\'s', async () => {
    const long = await call(app, owner, 'POST', '/api/user/token', { name: 'x'.repeat(TOKEN_NAME_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: TOKEN_TEXTS.nameLong });
    expect((await call(app, owner, 'POST', '/api/user/token', { name: 'x'.repeat(TOKEN_NAME_MAX_LENGTH) })).statusCode).toBe(201);
    expect((await call(app, owner, 'POST', '/api/user/token', { name: '   ' })).json().errors).toEqual({ name: TOKEN_TEXTS.nameRequired });
    const past = await call(app, owner, 'POST', '/api/user/token', { name: 'Antigo', expiresOn: '2020-01-01' });
    expect(past.json().errors).toEqual({ expiresOn: TOKEN_TEXTS.expiryPast });
    expect((await call(app, owner, 'POST', '/api/user/token', { name: 'Ruim', expiresOn: '2030-13-45' })).json().errors).toEqual({ expiresOn: TOKEN_TEXTS.expiryInvalid });
    const foreign = await call(app, owner, 'POST', '/api/user/token', { name: 'Alheio', hosting: 'parceirodigital.com.br' });
    expect(foreign.json().errors).toEqual({ hosting: TOKEN_TEXTS.hostingUnknown });
  });

  it('lets a read-only token read but never write', async () => {
    const { token } = await makeToken(owner, { name: 'Leitura', readOnly: true });
    expect((await call(app, token, 'GET', '/api/hosting/lojadaana.com.br')).statusCode).toBe(200);
    const write = await call(app, token, 'POST', '/api/hosting/lojadaana.com.br/pause');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(API_TOKEN_MESSAGES.readOnly);
    expect((await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br')).json().data.status).toBe('Active');
  });

  it('keeps a hosting-bound token to that hosting', async () => {
    const { token } = await makeToken(owner, { name: 'Só a loja', hosting: 'LojaDaAna.com.br' });
    expect((await call(app, owner, 'GET', '/api/user/token')).json().data).toContainEqual(expect.objectContaining({ name: 'Só a loja', hosting: 'lojadaana.com.br' }));
    expect((await call(app, token, 'GET', '/api/hosting/lojadaana.com.br')).statusCode).toBe(200);
    const other = await call(app, token, 'GET', '/api/hosting/blogdaana.com.br');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(API_TOKEN_MESSAGES.otherHosting);
    expect((await call(app, token, 'GET', '/api/hosting')).statusCode).toBe(403);
    expect((await call(app, token, 'GET', '/api/user/credits')).statusCode).toBe(403);
  });

  it('stops working after its expiry', async () => {
    const { id, token } = await makeToken(owner, { name: 'Temporário', expiresOn: '2099-12-31' });
    expect((await call(app, token, 'GET', '/api/hosting')).statusCode).toBe(200);
    await app.context.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expect((await call(app, token, 'GET', '/api/hosting')).statusCode).toBe(401);
  });

  it('cannot make tokens, remove them, or change the password, e-mail or second factor', async () => {
    const { id, token } = await makeToken(owner, { name: 'Completo' });
    const attempts = [
      await call(app, token, 'POST', '/api/user/token', { name: 'Outro' }),
      await call(app, token, 'DELETE', `/api/user/token/${id}`),
      await call(app, token, 'POST', '/api/user/password', { current: 'demo12345', password: 'novasenha123', confirmation: 'novasenha123' }),
      await call(app, token, 'PUT', '/api/user/profile', { name: 'Ana', email: 'outra@exemplo.com.br' }),
      await call(app, token, 'GET', '/api/user/2fa/setup'),
      await call(app, token, 'POST', '/api/user/2fa/disable', { code: '000000' }),
    ];
    for (const answer of attempts) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(API_TOKEN_MESSAGES.sessionOnly);
    }
    expect((await call(app, token, 'GET', '/api/user')).json().data.email).toBe(DEMO.owner);
  });

  it('lists and removes only the user\'s own tokens, and needs a session', async () => {
    const { id } = await makeToken(owner, { name: 'Da Ana' });
    expect((await call(app, guest, 'GET', '/api/user/token')).json().data).toEqual([]);
    expect((await call(app, guest, 'DELETE', `/api/user/token/${id}`)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', '/api/user/token')).statusCode).toBe(401);
    expect((await call(app, null, 'POST', '/api/user/token', { name: 'x' })).statusCode).toBe(401);
    expect((await call(app, 'pnl_naoexiste', 'GET', '/api/hosting')).statusCode).toBe(401);
  });

  describe('narrowed to several hostings, permission groups and addresses', () => {
    const from = (token: string, url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress, headers: { authorization: `Bearer ${token}` } });

    it('reaches each of its hostings and nothing else of the account', async () => {
      const { token } = await makeToken(owner, { name: 'Duas lojas', hostings: ['lojadaana.com.br', 'BlogDaAna.com.br'] });
      expect((await call(app, owner, 'GET', '/api/user/token')).json().data).toContainEqual(expect.objectContaining({ name: 'Duas lojas', hostings: ['blogdaana.com.br', 'lojadaana.com.br'] }));
      expect((await call(app, token, 'GET', '/api/hosting/lojadaana.com.br')).statusCode).toBe(200);
      expect((await call(app, token, 'GET', '/api/hosting/blogdaana.com.br')).statusCode).toBe(200);
      expect((await call(app, token, 'GET', '/api/hosting/antigo.com.br')).json().message).toBe(API_TOKEN_MESSAGES.otherHosting);
      expect((await call(app, token, 'GET', '/api/user/credits')).statusCode).toBe(403);
      const foreign = await call(app, owner, 'POST', '/api/user/token', { name: 'Alheio', hostings: ['lojadaana.com.br', 'parceirodigital.com.br'] });
      expect(foreign.json().errors).toEqual({ hostings: TOKEN_TEXTS.hostingUnknown });
    });

    it('does only what a guest with its permissions may: e-mail, not DNS, not the owner\'s actions', async () => {
      const { token } = await makeToken(owner, { name: 'Só e-mail', permissions: ['hasEmail'] });
      expect((await call(app, token, 'GET', '/api/hosting/lojadaana.com.br/email')).statusCode).toBe(200);
      const dns = await call(app, token, 'GET', '/api/domain/lojadaana.com.br/dns');
      expect(dns.statusCode).toBe(403);
      expect(dns.json().message).toBe(API_TOKEN_MESSAGES.permission);
      expect((await call(app, token, 'POST', '/api/hosting/lojadaana.com.br/pause')).json().message).toBe(API_TOKEN_MESSAGES.permission);
      expect((await call(app, token, 'GET', '/api/user/credits')).json().message).toBe(API_TOKEN_MESSAGES.permission);
      expect((await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br')).json().data.status).toBe('Active');
    });

    it('works only from its addresses, refuses an address that is not one, and shows its last use', async () => {
      const { id, token } = await makeToken(owner, { name: 'Do escritório', addresses: ['203.0.113.0/24', '2001:db8::7'] });
      expect((await from(token, '/api/hosting', '203.0.113.9')).statusCode).toBe(200);
      expect((await from(token, '/api/hosting', '2001:db8::7')).statusCode).toBe(200);
      const elsewhere = await from(token, '/api/hosting', '198.51.100.4');
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().message).toBe(API_TOKEN_MESSAGES.address);
      const listed = (await call(app, owner, 'GET', '/api/user/token')).json().data.find((row: { id: number }) => row.id === id);
      expect(listed).toMatchObject({ addresses: ['203.0.113.0/24', '2001:db8::7'], lastUsed: { address: '2001:db8::7' } });
      for (const address of ['203.0.113.0/33', '999.1.1.1', 'exemplo.com.br']) {
        expect((await call(app, owner, 'POST', '/api/user/token', { name: 'Ruim', addresses: [address] })).json().errors).toEqual({ addresses: TOKEN_TEXTS.addressInvalid });
      }
    });
  });
});
