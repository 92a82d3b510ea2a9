import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

describe('security headers', () => {
  it('are on every API answer, errors included', async () => {
    for (const url of ['/api/health', '/api/nada', '/api/hosting']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBeTruthy();
    }
  });

  it('allow no inline script and no foreign origin', async () => {
    const csp = String((await app.inject({ url: '/api/health' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('send HSTS only over https', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const overHttps = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe('body limits', () => {
  const megabytes = (n: number) => 'x'.repeat(n * 1024 * 1024);

  it('refuse a JSON body over 1 MB with 413 and a pt-BR message, before any route runs', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: JSON.stringify({ email: DEMO.owner, password: megabytes(2) }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O conteúdo enviado é grande demais.');
  });

  it('refuse an oversized body by its declared length without reading it', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: '{}', headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
  });

  it('still take a body just under 1 MB', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.owner, password: 'y'.repeat(900 * 1024) } });
    expect(response.statusCode).not.toBe(413);
  });

  it('refuse files on a route that takes none, and take them where a route declares an upload', async () => {
    const form = multipartBody('arquivo.bin', megabytes(2));
    const small = multipartBody('a.txt', 'oi');
    const onLogin = await app.inject({ method: 'POST', url: '/api/login', payload: small.body, headers: small.headers });
    expect(onLogin.statusCode).toBe(415);
    expect(onLogin.json().message).toBe('Este endereço não recebe arquivos.');
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: form.body, headers: form.headers })).statusCode).toBe(413);

    const test = await createTestApp();
    test.app.post('/api/test-upload', { config: { access: { rule: 'anonymous' }, upload: true } }, async (request) => {
      const file = await request.file();
      return { data: { size: (await file!.toBuffer()).length } };
    });
    const upload = await test.app.inject({ method: 'POST', url: '/api/test-upload', payload: form.body, headers: form.headers });
    await test.close();
    expect(upload.statusCode).toBe(200);
    expect(upload.json().data.size).toBe(2 * 1024 * 1024);
  });
});

function multipartBody(name: string, content: string) {
  const boundary = '----painel-test';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('repeated query parameters', () => {
  it('are a 422 naming the parameter, not a 500', async () => {
    const cases = [
      { url: '/api/hosting/plans?groups=php&groups=wordpress', field: 'groups' },
      { url: '/api/login/oauth/github?redirect=/a&redirect=/b', field: 'redirect' },
      { url: '/api/support/ticket?recent=1&recent=1', field: 'recent' },
    ];
    for (const { url, field } of cases) {
      const response = await call(app, owner, 'GET', url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual({ [field]: `Informe o parâmetro "${field}" uma única vez.` });
    }
  });

  it('stay allowed where a route takes a list', async () => {
    const response = await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/email?include=emails&include=config');
    expect(response.statusCode).toBe(200);
  });
});
