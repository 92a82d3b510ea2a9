import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp();

const valid = { email: 'Visitante@Exemplo.com.br', name: 'Vera Visitante', phone: '(11) 3333-4444', domains: 'https://meusite.com.br/\nloja.meusite.com.br', url: '', extra: '' };

describe('POST /migration', () => {
  it('takes a visitor\'s request and confirms it by mail', async () => {
    const response = await call(app, null, 'POST', '/api/migration', valid);
    expect(response.statusCode).toBe(201);
    const mail = app.context.mailer.outbox.at(-1)!;
    expect(mail.to).toBe('visitante@exemplo.com.br');
    expect(mail.text).toContain('meusite.com.br, loja.meusite.com.br');
  });

  it('takes a customer\'s request too', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'POST', '/api/migration', { ...valid, email: DEMO.owner })).statusCode).toBe(201);
  });

  it('answers each bad field with its own pt-BR message', async () => {
    const response = await call(app, null, 'POST', '/api/migration', { email: 'x', name: '', phone: '123', domains: 'não é domínio', url: 'ftp:algo', extra: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['domains', 'email', 'extra', 'name', 'phone', 'url']);
    expect(response.json().errors.domains).toBe('Confira os domínios: use um por linha, como meusite.com.br.');
  });
});
