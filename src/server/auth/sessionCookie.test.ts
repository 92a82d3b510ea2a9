import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';
import { SESSION_MARK_COOKIE, TOKEN_COOKIE } from '../../core/auth/tokenCookie';
import { PANEL_CALL_HEADER } from '../../core/http/panelCall';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/seed';
import { CROSS_SITE_REFUSAL } from './sessionCookie';

const app = withTestApp();
const PANEL = { [PANEL_CALL_HEADER]: '1' };
const OWNER = { email: DEMO.owner, password: DEMO_PASSWORD, captcha: 'test' };

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

const cookieNamed = (response: LightMyRequestResponse, name: string) => setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));

async function panelSignIn(headers: Record<string, string> = {}): Promise<{ response: LightMyRequestResponse; token: string; mark: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: OWNER, headers: { ...PANEL, ...headers } });
  const token = response.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value ?? '';
  const mark = response.cookies.find((cookie) => cookie.name === SESSION_MARK_COOKIE)?.value ?? '';
  return { response, token, mark };
}

describe("the panel's session cookie", () => {
  it('is set by the server at sign-in, HttpOnly and SameSite=Strict, and the answer carries no token for a script to read', async () => {
    const { response, token, mark } = await panelSignIn();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ expiration: 86400 });
    expect(response.body).not.toContain(token);
    expect(token.length).toBeGreaterThan(20);
    expect(cookieNamed(response, TOKEN_COOKIE)).toMatch(/; Max-Age=86400; Path=\/; HttpOnly; SameSite=Strict$/);
    // The mark tells the page a session is there; it is no credential.
    expect(cookieNamed(response, SESSION_MARK_COOKIE)).not.toContain('HttpOnly');
    expect((await app.inject({ url: '/api/user', cookies: { [SESSION_MARK_COOKIE]: mark } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user', cookies: { [TOKEN_COOKIE]: token } })).json().data.email).toBe(DEMO.owner);
  });

  it('is Secure when the panel is reached over HTTPS through a trusted proxy', async () => {
    const { response } = await panelSignIn({ 'x-forwarded-proto': 'https' });
    expect(cookieNamed(response, TOKEN_COOKIE)).toContain('; Secure');
    expect(cookieNamed(response, SESSION_MARK_COOKIE)).toContain('; Secure');
  });

  it('is set at the end of the two-factor step too', async () => {
    const { generate } = await import('otplib');
    const first = await app.inject({ method: 'POST', url: '/api/login', payload: { ...OWNER, email: DEMO.twoFactor }, headers: PANEL });
    expect(setCookies(first)).toEqual([]);
    const second = await app.inject({ method: 'POST', url: '/api/verification/2fa', payload: { token: first.json().data.twoFactorVerification, code: await generate({ secret: DEMO_TOTP_SECRET }) }, headers: PANEL });
    expect(second.json().data).toEqual({ expiration: 86400 });
    expect(cookieNamed(second, TOKEN_COOKIE)).toContain('HttpOnly');
  });

  it('acts on writes only for the panel: a call without its header, or from another site, is refused', async () => {
    const { token } = await panelSignIn();
    const cookies = { [TOKEN_COOKIE]: token };
    const write = (headers: Record<string, string>) => app.inject({ method: 'PUT', url: '/api/user/profile', cookies, headers, payload: {} });
    for (const headers of [{}, { ...PANEL, 'sec-fetch-site': 'cross-site' }, { ...PANEL, 'sec-fetch-site': 'same-site' }, { ...PANEL, origin: 'https://atacante.example' }]) {
      const refused = await write(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().message).toBe(CROSS_SITE_REFUSAL);
    }
    for (const headers of [PANEL, { ...PANEL, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }]) {
      expect((await write(headers)).statusCode, JSON.stringify(headers)).not.toBe(403);
    }
    // A cross-site logout does not end the session either.
    expect((await app.inject({ method: 'POST', url: '/api/logout', cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user', cookies })).statusCode).toBe(200);
  });

  it('is cleared at sign-out, and the session ends', async () => {
    const { token } = await panelSignIn();
    const cookies = { [TOKEN_COOKIE]: token };
    const out = await app.inject({ method: 'POST', url: '/api/logout', cookies, headers: PANEL });
    expect(out.statusCode).toBe(200);
    expect(cookieNamed(out, TOKEN_COOKIE)).toMatch(/^painel_token=; Max-Age=0;.*HttpOnly/);
    expect(cookieNamed(out, SESSION_MARK_COOKIE)).toMatch(/^painel_session=; Max-Age=0;/);
    const after = await app.inject({ url: '/api/user', cookies });
    expect(after.statusCode).toBe(401);
    // The ended session's cookies are cleared, so the page no longer counts on them.
    expect(cookieNamed(after, TOKEN_COOKIE)).toMatch(/^painel_token=; Max-Age=0;/);
  });
});

describe('API clients', () => {
  it('sign in to a bearer token in the answer, with no cookie, and write with it without the panel header', async () => {
    const response = await call(app, null, 'POST', '/api/login', OWNER);
    expect(response.json().data).toEqual({ token: expect.any(String), expiration: 86400 });
    expect(setCookies(response)).toEqual([]);
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'PUT', '/api/user/profile', {})).statusCode).not.toBe(403);
    expect((await call(app, token, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/api/user')).statusCode).toBe(401);
  });
});

describe('a page asked with the session cookie alone', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'painel-built-'));
  let panel: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><head><title>Painel</title></head><body><div id="root"></div></body></html>');
    panel = await createTestApp({ staticDir: built });
  });
  afterAll(async () => {
    await panel.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('gets the mark too (a tool set the cookie), and one that has it keeps it', async () => {
    const page = await panel.app.inject({ url: '/hosting', cookies: { [TOKEN_COOKIE]: 'abc' } });
    expect(page.statusCode).toBe(200);
    expect(cookieNamed(page, SESSION_MARK_COOKIE)).toMatch(/^painel_session=[\w-]+; Max-Age=86400; Path=\/; SameSite=Strict$/);
    expect(setCookies(await panel.app.inject({ url: '/hosting', cookies: { [TOKEN_COOKIE]: 'abc', [SESSION_MARK_COOKIE]: 'x' } }))).toEqual([]);
    expect(setCookies(await panel.app.inject({ url: '/hosting' }))).toEqual([]);
  });
});
