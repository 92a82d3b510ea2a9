import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp();

const profile = {
  name: 'Ana Beatriz Cliente',
  email: DEMO.owner,
  phone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  addressZip: '01310-100',
  addressStreet: 'Avenida Paulista',
  addressNumber: '1000',
  addressComplement: '',
  addressNeighborhood: 'Bela Vista',
  addressCity: 'São Paulo',
  addressState: 'SP',
};

describe('profile', () => {
  it('saves name, phone, CPF and address, keeping digits only', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'PUT', '/api/user/profile', profile)).statusCode).toBe(200);
    const saved = (await call(app, token, 'GET', '/api/user/profile')).json().data;
    expect(saved).toEqual({ ...profile, phone: '11987654321', cpf: '52998224725', addressZip: '01310100', twoFactorEnabled: false });
  });

  it('refuses a CPF with wrong check digits and an e-mail of another account', async () => {
    const token = await loginAs(app, DEMO.owner);
    const response = await call(app, token, 'PUT', '/api/user/profile', { ...profile, cpf: '529.982.247-26' });
    expect(response.json().errors).toEqual({ cpf: 'Informe um CPF ou CNPJ válido.' });
    const taken = await call(app, token, 'PUT', '/api/user/profile', { ...profile, email: DEMO.guest });
    expect(taken.json().errors).toEqual({ email: 'Este e-mail já está em uso por outra conta.' });
  });
});

describe('password change', () => {
  it('needs the current password and signs other devices out', async () => {
    const here = await loginAs(app, DEMO.newcomer);
    const elsewhere = await loginAs(app, DEMO.newcomer);
    const wrong = await call(app, here, 'POST', '/api/user/password', { currentPassword: 'errada', password: 'novaSenha9', passwordConfirmation: 'novaSenha9' });
    expect(wrong.json().errors).toEqual({ currentPassword: 'A senha atual está incorreta.' });
    const done = await call(app, here, 'POST', '/api/user/password', { currentPassword: 'demo12345', password: 'novaSenha9', passwordConfirmation: 'novaSenha9' });
    expect(done.statusCode).toBe(200);
    expect((await call(app, here, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await call(app, elsewhere, 'GET', '/api/user')).statusCode).toBe(401);
    await loginAs(app, DEMO.newcomer, 'novaSenha9');
    const notices = (await call(app, here, 'GET', '/api/user/notifications')).json().data;
    expect(notices[0]).toMatchObject({ type: 'success', message: 'A sua senha foi alterada.', read: false });
  });
});

describe('two-step verification', () => {
  it('is turned on with a code of the new secret, then asked at login, then turned off with a current code', async () => {
    const token = await loginAs(app, DEMO.guest);
    const setup = (await call(app, token, 'GET', '/api/user/2fa/setup')).json().data;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Painel:convidado%40exemplo\.com\.br\?secret=/);
    const refused = await call(app, token, 'POST', '/api/user/2fa', { secret: setup.secret, code: '000000' });
    expect(refused.statusCode).toBe(422);
    const code = await generate({ secret: setup.secret });
    const enabled = await call(app, token, 'POST', '/api/user/2fa', { secret: setup.secret, code });
    expect(enabled.statusCode).toBe(200);

    const login = await call(app, null, 'POST', '/api/login', { email: DEMO.guest, password: 'demo12345' });
    expect(login.json().data).toEqual({ twoFactorVerification: expect.any(String) });

    const replayed = await call(app, token, 'POST', '/api/user/2fa/disable', { code });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors).toEqual({ code: 'Este código já foi usado. Aguarde o próximo código do aplicativo autenticador.' });
    const nextStep = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const disabled = await call(app, token, 'POST', '/api/user/2fa/disable', { code: nextStep });
    expect(disabled.statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/api/user/profile')).json().data.twoFactorEnabled).toBe(false);
  });
});

describe('notifications', () => {
  it('lists the welcome notice and marks everything read', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    const before = (await call(app, token, 'GET', '/api/user/notifications')).json().data;
    expect(before).toEqual([expect.objectContaining({ type: 'info', read: false })]);
    await call(app, token, 'POST', '/api/user/notifications/read');
    expect((await call(app, token, 'GET', '/api/user/notifications')).json().data[0].read).toBe(true);
  });
});
