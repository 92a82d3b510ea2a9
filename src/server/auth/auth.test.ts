import SQLite from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';
import { isPostgres } from '../db/database';
import { DEMO_TOTP_SECRET } from '../db/seed';
import { sha256 } from './hash';

const app = withTestApp();

describe('POST /login', () => {
  it('answers a token with its lifetime in seconds', async () => {
    const response = await call(app, null, 'POST', '/api/login', { email: DEMO.owner, password: 'demo12345' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ token: expect.any(String), expiration: 86400 });
  });

  it('puts a wrong password under the password field', async () => {
    const response = await call(app, null, 'POST', '/api/login', { email: DEMO.owner, password: 'errada' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: 'E-mail ou senha incorretos.' });
  });

  it('answers bad input with 422 and a pt-BR message per field, never a 500', async () => {
    for (const payload of [{}, { email: 'x' }, { email: 42, password: [] }, 'não é json']) {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    const response = await call(app, null, 'POST', '/api/login', { email: 'x' });
    expect(response.json().errors).toMatchObject({ email: 'Informe um e-mail válido.', password: expect.any(String) });
  });

  it('asks for the second factor with a pending-login token, never a session', async () => {
    const { generate } = await import('otplib');
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    const first = await call(app, null, 'POST', '/api/login', { email: DEMO.twoFactor, password: 'demo12345', code2fa: code });
    expect(first.json().data).toEqual({ twoFactorVerification: expect.any(String) });
    const second = await call(app, null, 'POST', '/api/verification/2fa', { token: first.json().data.twoFactorVerification, code });
    expect(second.json().data.token).toEqual(expect.any(String));
  });

  it('refuses an account after ten failed logins, with a clear message, while other accounts sign in from that address', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    for (let i = 0; i < 9; i += 1) {
      const r = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.guest, password: 'errada', captcha: 'test' }, ...from });
      expect(r.statusCode).toBe(422);
    }
    const tenth = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.guest, password: 'errada', captcha: 'test' }, ...from });
    expect(tenth.statusCode).toBe(429);
    const right = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.guest, password: 'demo12345', captcha: 'test' }, remoteAddress: '198.51.100.8' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.');
    const other = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.owner, password: 'demo12345', captcha: 'test' }, ...from });
    expect(other.statusCode).toBe(200);
  });
});

describe('the session', () => {
  it('ends at POST /logout: the token stops working', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await call(app, token, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('ends at once when another API process on the same SQLite file ends it, though the session was just read', async () => {
    if (isPostgres(app.context.db)) return; // PostgreSQL: nothing is kept between requests
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'GET', '/api/hosting')).statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/api/hosting')).statusCode).toBe(200);
    const otherProcess = new SQLite(path.join(app.context.dataDir, 'painel.sqlite'));
    otherProcess.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256(token));
    otherProcess.close();
    expect((await call(app, token, 'GET', '/api/hosting')).statusCode).toBe(401);
  });

  it('refuses unknown tokens and anonymous calls with 401', async () => {
    expect((await call(app, 'forged', 'GET', '/api/user')).statusCode).toBe(401);
    expect((await call(app, null, 'GET', '/api/user/credits')).statusCode).toBe(401);
  });
});

describe('account', () => {
  it('describes the user and their credits', async () => {
    const token = await loginAs(app, DEMO.owner);
    const user = (await call(app, token, 'GET', '/api/user')).json().data;
    expect(user).toMatchObject({ name: 'Ana Beatriz Cliente', email: DEMO.owner, isAffiliate: false, isFirstAccess: false, activeServices: 2 });
    const credits = (await call(app, token, 'GET', '/api/user/credits')).json().data;
    expect(credits).toMatchObject({ total: 150, credit: 120, bonus: 30, hasServices: true });
    expect(credits.estimate).toBeGreaterThan(7);
  });

  it('knows the newcomer and the affiliate', async () => {
    const newcomer = (await call(app, await loginAs(app, DEMO.newcomer), 'GET', '/api/user')).json().data;
    expect(newcomer).toMatchObject({ isFirstAccess: true, activeServices: 0 });
    const credits = (await call(app, await loginAs(app, DEMO.newcomer), 'GET', '/api/user/credits')).json().data;
    expect(credits).toMatchObject({ total: 0, estimate: null, hasServices: false });
    const affiliate = (await call(app, await loginAs(app, DEMO.affiliate), 'GET', '/api/user')).json().data;
    expect(affiliate.isAffiliate).toBe(true);
  });
});
