import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, withTestApp } from '../../../tests/support/apiApp';
import { DEMO_PASSWORD } from '../db/seed';
import { CAPTCHA_TEXTS, providerCaptcha } from './captcha';

const SIGN_IN = { email: DEMO.owner, password: DEMO_PASSWORD };
const SIGN_UP = { name: 'Maria Captcha', email: 'captcha@exemplo.com.br', phone: '(21) 99876-5432', password: 'segredo123', terms: true };

describe('the captcha, checked by the server (development provider)', () => {
  const app = withTestApp();
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  it('refuses sign-in, sign-up and password reset without a captcha, or with the token that always fails', async () => {
    for (const captcha of [undefined, 'fail', '', 'local.9999999999.abc.forjado']) {
      for (const [url, body] of [['/api/login', SIGN_IN], ['/api/register', SIGN_UP], ['/api/password/reset', { email: DEMO.owner }]] as const) {
        const refused = await post(url, { ...body, captcha });
        expect(refused.statusCode, `${url} ${captcha}`).toBe(422);
        expect(refused.json().errors).toEqual({ captcha: CAPTCHA_TEXTS.refused });
      }
    }
    expect(app.context.mailer.outbox).toEqual([]);
  });

  it('takes the documented token that always passes', async () => {
    expect((await post('/api/login', { ...SIGN_IN, captcha: 'test' })).statusCode).toBe(200);
    expect((await post('/api/register', { ...SIGN_UP, captcha: 'test' })).statusCode).toBe(201);
    expect((await post('/api/password/reset', { email: DEMO.owner, captcha: 'test' })).statusCode).toBe(200);
  });

  it("takes the token its invisible challenge hands the page, once", async () => {
    const challenge = await app.inject({ url: '/api/captcha' });
    expect(challenge.json().data).toEqual({ provider: 'local', siteKey: null, token: expect.stringMatching(/^local\./) });
    const { token } = challenge.json().data as { token: string };
    expect((await post('/api/login', { ...SIGN_IN, captcha: token })).statusCode).toBe(200);
    expect((await post('/api/login', { ...SIGN_IN, captcha: token })).statusCode).toBe(422);
  });
});

describe('the development provider with several API processes on one database', () => {
  let first: Awaited<ReturnType<typeof createTestApp>>;
  let second: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    first = await createTestApp({ sqliteOnly: true });
    second = await createTestApp({ sqliteOnly: true, dataDir: first.dataDir });
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });
  const challenge = async (app: typeof first.app) => (await app.inject({ url: '/api/captcha' })).json().data.token as string;
  const signIn = (app: typeof first.app, captcha: string) => app.inject({ method: 'POST', url: '/api/login', payload: { ...SIGN_IN, captcha } });

  it("takes a token handed out by another process, once in all", async () => {
    const token = await challenge(first.app);
    expect((await signIn(second.app, token)).statusCode).toBe(200);
    expect((await signIn(first.app, token)).json().errors).toEqual({ captcha: CAPTCHA_TEXTS.refused });
    expect((await signIn(second.app, token)).statusCode).toBe(422);
  });

  it('refuses a token after its two minutes, in every process', async () => {
    const token = await challenge(first.app);
    // Two minutes pass for the token: its entry in the shared state reaches its end.
    await sql`update shared_state set expires_at = ${Date.now() - 1} where key like 'captcha:%'`.execute(first.app.context.db);
    expect((await signIn(second.app, token)).json().errors).toEqual({ captcha: CAPTCHA_TEXTS.refused });
    expect((await signIn(first.app, token)).statusCode).toBe(422);
  });
});

describe('without the sandbox', () => {
  const app = withTestApp({ sandbox: false, demo: false });

  it('has no local provider: neither its tokens nor its challenge work, and none is configured', async () => {
    expect((await app.inject({ url: '/api/captcha' })).json().data).toEqual({ provider: 'none', siteKey: null });
  });
});

describe('a real provider (Turnstile, hCaptcha, reCAPTCHA) by CAPTCHA_SECRET', () => {
  let siteverify: Server;
  let url = '';
  const asked: URLSearchParams[] = [];
  beforeAll(async () => {
    siteverify = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: form.get('secret') === 'segredo' && form.get('response') === 'resposta-do-desafio' }));
      });
    });
    await new Promise<void>((listening) => siteverify.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((closed) => siteverify.close(() => closed())));

  it("asks the provider's siteverify with the secret, the token and the address, and believes its answer; the development tokens fail", async () => {
    const captcha = providerCaptcha('turnstile', 'segredo', 'chave-publica', undefined, url);
    expect(captcha.client).toEqual({ provider: 'turnstile', siteKey: 'chave-publica' });
    expect(await captcha.passes('resposta-do-desafio', '203.0.113.9')).toBe(true);
    expect(Object.fromEntries(asked[0])).toEqual({ secret: 'segredo', response: 'resposta-do-desafio', remoteip: '203.0.113.9' });
    expect(await captcha.passes('test', '203.0.113.9')).toBe(false);
    expect(await captcha.passes(undefined, '203.0.113.9')).toBe(false);
    expect(captcha.issue).toBeUndefined();
  });

  it('answers 503 with a text when the provider cannot be reached', async () => {
    const captcha = providerCaptcha('hcaptcha', 'segredo', 'chave', undefined, 'http://127.0.0.1:9/siteverify');
    await expect(captcha.passes('qualquer', '203.0.113.9')).rejects.toMatchObject({ statusCode: 503, message: CAPTCHA_TEXTS.unreachable });
  });
});
