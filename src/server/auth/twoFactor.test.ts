import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, DEMO, withTestApp } from '../../../tests/support/apiApp';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/seed';

const app = withTestApp({ perTest: true });
afterEach(() => {
  vi.useRealTimers();
});

const password = () => call(app, null, 'POST', '/api/login', { email: DEMO.twoFactor, password: DEMO_PASSWORD });
const secondStep = (token: string, code: string) => call(app, null, 'POST', '/api/verification/2fa', { token, code });
const pendingToken = async () => {
  const answer = (await password()).json().data;
  expect(answer).toEqual({ twoFactorVerification: expect.any(String) });
  return answer.twoFactorVerification as string;
};
/** The code of the time step after the current one: still inside the accepted window. */
const nextCode = () => generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('the second factor', () => {
  it('answers a correct password with a pending-login token that, with a current code, gives a session once', async () => {
    const token = await pendingToken();
    const wrong = await secondStep(token, '000000' === (await generate({ secret: DEMO_TOTP_SECRET })) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: 'Código de verificação inválido.' });

    const session = await secondStep(token, await generate({ secret: DEMO_TOTP_SECRET }));
    expect(session.json().data).toEqual({ token: expect.any(String), expiration: 86400 });
    expect((await call(app, session.json().data.token, 'GET', '/api/user')).json().data.email).toBe(DEMO.twoFactor);

    const again = await secondStep(token, await nextCode());
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('A verificação expirou. Faça login novamente.');
  });

  it('accepts a code once: the same code replayed with a new pending login is refused', async () => {
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    expect((await secondStep(await pendingToken(), code)).statusCode).toBe(200);
    const replay = await secondStep(await pendingToken(), code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ code: 'Este código já foi usado. Aguarde o próximo código do aplicativo autenticador.' });
    expect((await secondStep(await pendingToken(), await nextCode())).statusCode).toBe(200);
  });

  it('lets the pending login expire after five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await pendingToken();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const late = await secondStep(token, await generate({ secret: DEMO_TOTP_SECRET }));
    expect(late.statusCode).toBe(410);
  });

  it('takes no password at the second step, and POST /login never opens a session without it', async () => {
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    const withPassword = await call(app, null, 'POST', '/api/verification/2fa', { email: DEMO.twoFactor, password: DEMO_PASSWORD, code });
    expect(withPassword.statusCode).toBe(422);
    expect(withPassword.json().data?.token).toBeUndefined();
    const oldWay = await call(app, null, 'POST', '/api/login', { email: DEMO.twoFactor, password: DEMO_PASSWORD, code2fa: code });
    expect(oldWay.json().data).toEqual({ twoFactorVerification: expect.any(String) });
  });

  it('counts wrong codes against the account, so guessing ends in a lock', async () => {
    const token = await pendingToken();
    const current = await generate({ secret: DEMO_TOTP_SECRET });
    const wrong = current === '000000' ? '111111' : '000000';
    for (let i = 1; i < 10; i += 1) expect((await secondStep(token, wrong)).statusCode).toBe(422);
    expect((await secondStep(token, wrong)).statusCode).toBe(429);
    expect((await secondStep(token, current)).statusCode).toBe(429);
    expect((await password()).statusCode).toBe(429);
  });
});
