import { truncate, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { usageAt } from './series';

const app = withTestApp();
const USAGE = '/api/hosting/lojadaana.com.br/usage';
const GIB = 1024 ** 3;

const idOf = async (domain: string) => (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;

describe('GET /hosting/{domain}/usage', () => {
  it('answers every measure in percent with the reading time', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const usage = (await call(app, owner, 'GET', USAGE)).json().data;
    expect(Object.keys(usage).sort()).toEqual(['cpu', 'databases', 'disk', 'emails', 'ram', 'timestamp']);
    for (const measure of ['cpu', 'ram', 'disk', 'databases', 'emails']) {
      expect(usage[measure]).toBeGreaterThanOrEqual(0);
      expect(usage[measure]).toBeLessThanOrEqual(100);
    }
    expect(usage.cpu).toBeGreaterThan(0);
    expect(Math.abs(usage.timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it('measures the real file root against the plan’s disk, afresh with disk=1', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const id = await idOf('lojadaana.com.br');
    const plan = await app.context.db.selectFrom('hostings').select('plan_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(plan.plan_id).toBeGreaterThan(0);
    const before = (await call(app, owner, 'GET', `${USAGE}?disk=1`)).json().data.disk;
    // A sparse file a tenth of a 10 GB plan's disk: its size counts, not its blocks.
    const big = await app.context.files.resolve(id, '/public_html/video.mp4');
    await writeFile(big, '');
    await truncate(big, 2 * GIB);
    const cached = (await call(app, owner, 'GET', USAGE)).json().data.disk;
    expect(cached).toBe(before);
    const after = (await call(app, owner, 'GET', `${USAGE}?disk=1`)).json().data.disk;
    expect(after).toBeGreaterThan(before + 1);
  });

  it('reads no CPU or RAM on a paused hosting', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const usage = (await call(app, owner, 'GET', '/api/hosting/antigo.com.br/usage')).json().data;
    expect([usage.cpu, usage.ram]).toEqual([0, 0]);
  });

  it('refuses a guest without the website permission, a stranger and no session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', USAGE)).statusCode).toBe(403);
    expect((await call(app, await loginAs(app, DEMO.affiliate), 'GET', USAGE)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', USAGE)).statusCode).toBe(401);
  });
});

describe('GET /hosting/{domain}/statistics', () => {
  it('answers the samples of each period keyed by unix seconds, and a field error for an unknown period', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const get = (period: string) => call(app, owner, 'GET', `/api/hosting/lojadaana.com.br/statistics?period=${period}`);
    const hour = (await get('1')).json().data;
    expect(Object.keys(hour)).toHaveLength(61);
    expect(Object.values(hour)[0]).toEqual({ cpu: expect.any(Number), ram: expect.any(Number) });
    expect(Object.keys((await get('M')).json().data)).toHaveLength(121);
    const wrong = await get('Y');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['period']);
  });

  it('agrees with the summary: the latest minute of the hour chart is the reading of that minute', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hour = (await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/statistics?period=1')).json().data;
    const [lastKey] = Object.keys(hour).slice(-1);
    expect(hour[lastKey]).toEqual(usageAt(await idOf('lojadaana.com.br'), Number(lastKey)));
  });
});
