import { describe, expect, it } from 'vitest';
import { call, DEMO, withTestApp } from '../../../tests/support/apiApp';
import { DEMO_PASSWORD } from '../db/seed';
import { deviceName, SESSION_TEXTS } from './sessionRoutes';

const app = withTestApp();
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

async function signIn(userAgent: string, remoteAddress: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.affiliate, password: DEMO_PASSWORD, captcha: 'test' }, headers: { 'user-agent': userAgent }, remoteAddress });
  return response.json().data.token as string;
}

interface Listed {
  id: string;
  device: string;
  address: string | null;
  lastUsedAt: string;
  current: boolean;
}

/** Asked from the desktop's address, as the other sessions' own are kept. */
const list = async (token: string) =>
  (await app.inject({ url: '/api/user/sessions', headers: { authorization: `Bearer ${token}` }, remoteAddress: '203.0.113.10' })).json().data as Listed[];

describe("the account's active sessions", () => {
  it('are listed with device, address and last use, this one first', async () => {
    const desktop = await signIn(CHROME_WINDOWS, '203.0.113.10');
    await signIn(FIREFOX_ANDROID, '198.51.100.20');
    const sessions = await list(desktop);
    expect(sessions.slice(0, 2)).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{16}$/), device: 'Chrome no Windows', address: '203.0.113.10', lastUsedAt: expect.any(String), createdAt: expect.any(String), current: true },
      { id: expect.stringMatching(/^[0-9a-f]{16}$/), device: 'Firefox no Android', address: '198.51.100.20', lastUsedAt: expect.any(String), createdAt: expect.any(String), current: false },
    ]);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('end one at "Encerrar": that device is signed out, the others stay', async () => {
    const desktop = await signIn(CHROME_WINDOWS, '203.0.113.10');
    const phone = await signIn(FIREFOX_ANDROID, '198.51.100.20');
    const phoneId = (await list(phone)).find((s) => s.current)!.id;
    expect((await call(app, desktop, 'DELETE', `/api/user/sessions/${phoneId}`)).statusCode).toBe(200);
    expect((await call(app, phone, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await call(app, desktop, 'GET', '/api/user')).statusCode).toBe(200);
    const again = await call(app, desktop, 'DELETE', `/api/user/sessions/${phoneId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SESSION_TEXTS.notFound);
  });

  it('end all but this one at "Encerrar as outras"', async () => {
    const desktop = await signIn(CHROME_WINDOWS, '203.0.113.10');
    const others = [await signIn(FIREFOX_ANDROID, '198.51.100.20'), await signIn('curl/8.5.0', '198.51.100.21')];
    expect((await call(app, desktop, 'DELETE', '/api/user/sessions')).statusCode).toBe(200);
    for (const token of others) expect((await call(app, token, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await list(desktop)).map((s) => s.current)).toEqual([true]);
  });

  it("are another customer's to end, never this one's", async () => {
    const mine = await signIn(CHROME_WINDOWS, '203.0.113.10');
    const owner = (await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO.owner, password: DEMO_PASSWORD, captcha: 'test' } })).json().data.token as string;
    const ownerId = (await list(owner)).find((s) => s.current)!.id;
    expect((await call(app, mine, 'DELETE', `/api/user/sessions/${ownerId}`)).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('name the device in words', () => {
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari no iOS');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge no macOS');
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(deviceName(null)).toBe('Dispositivo desconhecido');
  });
});
