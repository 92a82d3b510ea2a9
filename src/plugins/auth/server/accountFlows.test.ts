import { describe, expect, it } from 'vitest';
import { call, DEMO, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp();

const lastLink = (to: string, path: string) => {
  const mail = [...app.context.mailer.outbox].reverse().find((m) => m.to === to);
  const match = mail?.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${path} link for ${to}`);
  return match[1]!;
};
const lastSmsCode = async () => {
  const outbox = (await call(app, null, 'GET', '/api/sandbox/sms')).json().data as { text: string }[];
  return outbox.at(-1)!.text.match(/\d{6}/)![0];
};
const login = (email: string, password: string) => call(app, null, 'POST', '/api/login', { email, password });

describe('sign-up', () => {
  const email = 'maria@exemplo.com.br';
  const password = 'segredo123';

  it('creates the account, refuses sign-in until the e-mail link is opened, then asks for the phone code', async () => {
    const created = await call(app, null, 'POST', '/api/register', { name: 'Maria Nova', email, phone: '(21) 99876-5432', password, terms: true });
    expect(created.statusCode).toBe(201);

    const early = await login(email, password);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/Confirme o seu e-mail/);

    const verified = await call(app, null, 'POST', '/api/verification', { token: lastLink(email, '/auth/verification') });
    expect(verified.json().data).toEqual({ email });

    const first = await login(email, password);
    const phoneToken = first.json().data.phoneVerification as string;
    expect(phoneToken).toEqual(expect.any(String));
    const wrong = await call(app, null, 'POST', '/api/verification/phone', { token: phoneToken, code: '000000' === (await lastSmsCode()) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    const session = await call(app, null, 'POST', '/api/verification/phone', { token: phoneToken, code: await lastSmsCode() });
    expect(session.json().data).toEqual({ token: expect.any(String), expiration: 86400 });

    const again = await login(email, password);
    expect(again.json().data.token).toEqual(expect.any(String));
    const user = (await call(app, again.json().data.token, 'GET', '/api/user')).json().data;
    expect(user).toMatchObject({ name: 'Maria Nova', phone: '21998765432', isFirstAccess: true });
  });

  it('refuses a taken e-mail, a weak password and missing terms per field', async () => {
    const response = await call(app, null, 'POST', '/api/register', { name: 'An', email: DEMO.owner, phone: '11', password: 'curta' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['name', 'password', 'phone', 'terms']);
    const taken = await call(app, null, 'POST', '/api/register', { name: 'Ana Outra', email: DEMO.owner, phone: '11987654321', password: 'segredo123', terms: true });
    expect(taken.json().errors).toEqual({ email: expect.stringMatching(/já está cadastrado/) });
  });

  it('answers twenty simultaneous sign-ups with one e-mail with one 201 and the e-mail field error for the rest, never a 500', async () => {
    const body = { name: 'Rita Corrida', email: 'corrida@exemplo.com.br', phone: '11987654321', password: 'segredo123', terms: true };
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(app, null, 'POST', '/api/register', body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ email: 'Este e-mail já está cadastrado. Faça login ou recupere a sua senha.' });
    }
  });

  it('uses a verification link once, and a resend issues a new one without telling who exists', async () => {
    const email2 = 'jose@exemplo.com.br';
    await call(app, null, 'POST', '/api/register', { name: 'José Novo', email: email2, phone: '11987654321', password, terms: true });
    const oldToken = lastLink(email2, '/auth/verification');
    const resent = await call(app, null, 'POST', '/api/verification/resend', { email: email2 });
    const unknown = await call(app, null, 'POST', '/api/verification/resend', { email: 'ninguem@exemplo.com.br' });
    expect(resent.json()).toEqual(unknown.json());
    expect((await call(app, null, 'POST', '/api/verification', { token: oldToken })).statusCode).toBe(410);
    const fresh = lastLink(email2, '/auth/verification');
    expect((await call(app, null, 'POST', '/api/verification', { token: fresh })).statusCode).toBe(200);
    expect((await call(app, null, 'POST', '/api/verification', { token: fresh })).statusCode).toBe(410);
  });
});

describe('password reset', () => {
  it('sets a new password through the mailed link and ends the old sessions', async () => {
    const before = (await login(DEMO.affiliate, 'demo12345')).json().data.token as string;
    await call(app, null, 'POST', '/api/password/reset', { email: DEMO.affiliate });
    const token = lastLink(DEMO.affiliate, '/auth/reset-password');
    const mismatch = await call(app, null, 'POST', '/api/password/reset/confirm', { token, password: 'novaSenha1', passwordConfirmation: 'outra' });
    expect(mismatch.json().errors).toEqual({ passwordConfirmation: 'As senhas não conferem.' });
    const done = await call(app, null, 'POST', '/api/password/reset/confirm', { token, password: 'novaSenha1', passwordConfirmation: 'novaSenha1' });
    expect(done.statusCode).toBe(200);
    expect((await call(app, before, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await login(DEMO.affiliate, 'demo12345')).statusCode).toBe(422);
    expect((await login(DEMO.affiliate, 'novaSenha1')).json().data.token).toEqual(expect.any(String));
    expect((await call(app, null, 'POST', '/api/password/reset/confirm', { token, password: 'outra123a', passwordConfirmation: 'outra123a' })).statusCode).toBe(410);
  });
});

describe('social sign-in', () => {
  it('signs the demo user in through the sandbox provider and keeps the redirect on the panel', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/login/oauth/google?redirect=//evil.example' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(/painel_token=[\w-]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await app.inject({ method: 'GET', url: '/api/login/oauth/myspace' })).statusCode).toBe(404);
  });

  it('never sends the signed-in user back to a sign-in page, directly or through an old path', async () => {
    for (const signedOut of ['/auth/login?redirect=%2Fauth%2Flogin', '/login', '/logout']) {
      const response = await app.inject({ method: 'GET', url: `/api/login/oauth/google?redirect=${encodeURIComponent(signedOut)}` });
      expect(response.headers.location).toBe('/');
    }
    const wanted = await app.inject({ method: 'GET', url: `/api/login/oauth/google?redirect=${encodeURIComponent('/domains?x=1')}` });
    expect(wanted.headers.location).toBe('/domains?x=1');
  });
});
