import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { LOGO_MAX_BYTES, LOGO_TEXTS } from '../contract';
import { DEMO_RESELLER } from './seed';

const app = withTestApp();
const tokens: Record<'owner' | 'guest' | 'reseller', string> = { owner: '', guest: '', reseller: '' };

beforeAll(async () => {
  tokens.owner = await loginAs(app, DEMO.owner);
  tokens.guest = await loginAs(app, DEMO.guest);
  tokens.reseller = await loginAs(app, DEMO_RESELLER.email);
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('resto-do-png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('resto-do-jpeg')]);

function upload(token: string, file?: { name: string; content: Buffer; field?: string }) {
  const boundary = '----painel-logo';
  const parts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'logo'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.content, Buffer.from('\r\n')]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="nada"\r\n\r\nx\r\n`)];
  return app.inject({
    method: 'POST',
    url: '/api/user/logo',
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
}

describe('the reseller logo', () => {
  it('takes a png or jpeg, serves it by its address, and shows it in the panel of the reseller\'s customers only', async () => {
    expect((await call(app, tokens.reseller, 'GET', '/api/user/logo')).json().data).toEqual({ logo: null });
    expect((await call(app, tokens.guest, 'GET', '/api/brand')).json().data).toEqual({ logo: null });

    const saved = await upload(tokens.reseller, { name: 'Marca.PNG', content: PNG });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().data.logo as string;
    expect(url).toMatch(/^\/api\/brand\/logo\/[A-Za-z0-9_-]{22}$/);
    const image = await app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    expect((await call(app, tokens.guest, 'GET', '/api/brand')).json().data).toEqual({ logo: url });
    expect((await call(app, tokens.owner, 'GET', '/api/brand')).json().data).toEqual({ logo: null });

    const replaced = await upload(tokens.reseller, { name: 'marca.jpeg', content: JPEG });
    const newUrl = replaced.json().data.logo as string;
    expect(newUrl).not.toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: newUrl })).headers['content-type']).toBe('image/jpeg');

    // No file removes it.
    expect((await upload(tokens.reseller)).json().data).toEqual({ logo: null });
    expect((await call(app, tokens.guest, 'GET', '/api/brand')).json().data).toEqual({ logo: null });
  });

  it('refuses other types by name and by content, and files above 1 MB, under the logo field', async () => {
    const cases = [
      { name: 'marca.gif', content: Buffer.from('GIF89a....') },
      { name: 'marca.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'disfarce.png', content: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'disfarce.jpg', content: PNG.subarray(0, 4) },
      { name: 'semextensao', content: PNG },
    ];
    for (const file of cases) {
      const answer = await upload(tokens.owner, file);
      expect(answer.statusCode, file.name).toBe(422);
      expect(answer.json().errors).toEqual({ logo: LOGO_TEXTS.wrongType });
    }
    const big = await upload(tokens.owner, { name: 'grande.png', content: Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]) });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ logo: LOGO_TEXTS.tooLarge });
    expect((await call(app, tokens.owner, 'GET', '/api/user/logo')).json().data).toEqual({ logo: null });
  });

  it('seeds a suspended site of the reseller\'s whose domain serves her suspension screen', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: DEMO_RESELLER.suspendedSite } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('<h1>Site temporariamente suspenso</h1>');
  });

  it('needs a session', async () => {
    expect((await call(app, null, 'GET', '/api/user/logo')).statusCode).toBe(401);
    expect((await call(app, null, 'GET', '/api/brand')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/user/logo' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/brand/logo/naoexiste' })).statusCode).toBe(404);
  });
});
