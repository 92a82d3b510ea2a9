import { describe, expect, it } from 'vitest';
import { hashPassword } from './auth/passwords';
import { createSession } from './auth/sessions';
import { call, DEMO, type TestApp, withTestApp } from '../../tests/support/apiApp';
import { confirmedPayment } from '../../tests/support/paidAction';

/** A verified customer made straight in the database: without the mail sandbox no link arrives. */
async function signedInCustomer(app: TestApp): Promise<string> {
  const now = new Date().toISOString();
  const { id } = await app.context.db
    .insertInto('users')
    .values({ email: 'rita@exemplo.com.br', name: 'Rita Real', password_hash: await hashPassword('senha-forte-123'), email_verified_at: now, created_at: now, phone: null, photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, totp_secret: null, promotion_type: null, promotion_expires_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await createSession(app.context.db, id)).token;
}

describe('a deployment without the sandboxes', () => {
  const app = withTestApp({ sandbox: false, demo: false });

  it('has no demo accounts', async () => {
    const response = await call(app, null, 'POST', '/api/login', { email: DEMO.owner, password: 'demo12345' });
    expect(response.statusCode).toBe(422);
    const users = await app.context.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });

  it('shows no outbox and signs no one in through a social sandbox', async () => {
    expect((await app.inject({ url: '/api/sandbox/mail' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/sandbox/sms' })).statusCode).toBe(404);
    const social = await app.inject({ url: '/api/login/oauth/google' });
    expect(social.statusCode).toBe(302);
    expect(social.headers.location).toBe('/auth/login?oauth_access_denied=1');
    expect(social.headers['set-cookie']).toBeUndefined();
  });

  it('takes no payment through the sandbox gateway', async () => {
    const login = await signedInCustomer(app);
    const card = await call(app, login, 'POST', '/api/recharge', confirmedPayment({ amount: 50, period: 1, payment: 'CRD', cardNumber: '4111 1111 1111 1111', cardName: 'RITA REAL', cardExpiry: '12/30', cardCvv: '123', installments: 1, fingerprint: 'x' }));
    expect(card.statusCode).toBe(503);
    expect(card.json().message).toBe('Os pagamentos estão indisponíveis: nenhum provedor de pagamento está configurado neste servidor.');
  });
});
