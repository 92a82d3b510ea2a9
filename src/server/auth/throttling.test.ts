import { describe, expect, it } from 'vitest';
import { DEMO, withTestApp } from '../../../tests/support/apiApp';
import { DEMO_PASSWORD } from '../db/seed';
import { LOCAL_CAPTCHA_TOKENS } from './captcha';

const app = withTestApp({ perTest: true });

const LOCKED = /^Muitas tentativas de login sem sucesso\. Aguarde (\d+ minutos|1 minuto) e tente novamente\.$/;

const captcha = LOCAL_CAPTCHA_TOKENS.pass;
const login = (email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password, captcha }, remoteAddress });
const post = (url: string, payload: object, remoteAddress = '127.0.0.1') => app.inject({ method: 'POST', url, payload: { ...payload, captcha }, remoteAddress });

describe('sign-in throttling per account', () => {
  it('locks the attacked account when the failures come from many addresses, with a clear message', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const attempt = await login(DEMO.owner, 'errada', `198.51.100.${i}`);
      expect(attempt.statusCode, `attempt ${i}`).toBe(i < 10 ? 422 : 429);
    }
    const owner = await login(DEMO.owner, DEMO_PASSWORD, '203.0.113.50');
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toMatch(LOCKED);
  });

  it('does not let one account that keeps failing lock another one signing in from the same address', async () => {
    const office = '192.0.2.10';
    for (let i = 0; i < 10; i += 1) await login(DEMO.affiliate, 'errada', office);
    expect((await login(DEMO.affiliate, DEMO_PASSWORD, office)).statusCode).toBe(429);
    const colleague = await login(DEMO.owner, DEMO_PASSWORD, office);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json().data.token).toEqual(expect.any(String));
  });

  it('counts an address far higher: a hundred failures over many accounts lock that address only', async () => {
    const attacker = '198.51.100.99';
    for (let i = 0; i < 99; i += 1) {
      expect((await login(`vitima${i}@exemplo.com.br`, 'errada', attacker)).statusCode).toBe(422);
    }
    expect((await login('vitima99@exemplo.com.br', 'errada', attacker)).statusCode).toBe(429);
    const fromAttacker = await login(DEMO.owner, DEMO_PASSWORD, attacker);
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().message).toMatch(LOCKED);
    expect((await login(DEMO.owner, DEMO_PASSWORD, '203.0.113.7')).statusCode).toBe(200);
  });
});

describe('mail throttling', () => {
  it('sends at most five reset e-mails per account in 15 minutes, whoever asks, without telling whether it exists', async () => {
    for (const email of [DEMO.affiliate, 'ninguem@exemplo.com.br']) {
      for (let i = 1; i <= 5; i += 1) expect((await post('/api/password/reset', { email }, `198.51.100.${i}`)).statusCode).toBe(200);
      const sixth = await post('/api/password/reset', { email }, '198.51.100.77');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/^Já enviamos vários e-mails para este endereço\. Aguarde \d+ minutos antes de pedir outro\.$/);
    }
    const mailed = app.context.mailer.outbox.filter((m) => m.to === DEMO.affiliate);
    expect(mailed).toHaveLength(5);
    expect((await post('/api/password/reset', { email: DEMO.owner }, '198.51.100.1')).statusCode).toBe(200);
  });

  it('counts verification (sign-up included) and reset e-mails per address, so one address cannot mail thirty accounts', async () => {
    const address = '198.51.100.200';
    for (let i = 0; i < 30; i += 1) {
      const url = i % 2 ? '/api/password/reset' : '/api/verification/resend';
      expect((await post(url, { email: `pessoa${i}@exemplo.com.br` }, address)).statusCode, `request ${i}`).toBe(200);
    }
    const refused = await post('/api/verification/resend', { email: 'pessoa30@exemplo.com.br' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitas solicitações a partir deste endereço\. Aguarde \d+ minutos e tente novamente\.$/);
    const signUp = { name: 'Pessoa Nova', email: 'pessoa32@exemplo.com.br', phone: '11987654321', password: 'segredo123', terms: true };
    expect((await post('/api/register', signUp, address)).statusCode).toBe(429);
    expect(app.context.mailer.outbox.some((m) => m.to === signUp.email)).toBe(false);
    expect((await post('/api/password/reset', { email: 'pessoa31@exemplo.com.br' }, '198.51.100.201')).statusCode).toBe(200);
  });

  it('sends at most five SMS codes per account in 15 minutes, counting the ones sent at sign-in', async () => {
    const email = 'sms@exemplo.com.br';
    expect((await post('/api/register', { name: 'Sara Mensagem', email, phone: '11987654321', password: 'segredo123', terms: true })).statusCode).toBe(201);
    await app.context.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('email', '=', email).execute();
    let token = (await login(email, 'segredo123', '198.51.100.1')).json().data.phoneVerification as string;
    for (let i = 2; i <= 5; i += 1) {
      const resent = await post('/api/verification/phone/resend', { token }, `198.51.100.${i}`);
      expect(resent.statusCode, `SMS ${i}`).toBe(200);
      token = resent.json().data.phoneVerification;
    }
    const sixth = await post('/api/verification/phone/resend', { token }, '198.51.100.6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Já enviamos vários códigos para este telefone\. Aguarde \d+ minutos antes de pedir outro\.$/);
    expect((await login(email, 'segredo123', '198.51.100.7')).statusCode).toBe(429);
  });
});
