import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { reactivateAccount, suspendForCredits, suspendedSiteKey } from '@server/billing/suspension';
import { SharedState, type SharedStateTable } from '@server/state/sharedState';
import { SUSPENSION_SCREEN_DEFAULTS } from '../contract';

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  await app.context.db.updateTable('hostings').set({ status: 'Suspended' }).where('domain', '=', 'antigo.com.br').execute();
});

const visit = (host: string, url = '/') => app.inject({ method: 'GET', url, headers: { host } });

describe('a suspended site\'s domain serves its owner\'s suspension screen', () => {
  it('answers the domain and its www. with the defaults, 503, and leaves other hosts to the panel', async () => {
    const page = await visit('antigo.com.br');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1>${SUSPENSION_SCREEN_DEFAULTS.title}</h1>`);
    expect(page.body).toContain('background:#6535d8;color:#ffffff');
    expect((await visit('WWW.Antigo.com.br:8080', '/qualquer/pagina')).statusCode).toBe(503);
    // An active site, and the panel's own host, are not answered by the screen.
    expect((await visit('lojadaana.com.br', '/api/health')).statusCode).toBe(200);
    expect((await visit('localhost', '/api/health')).statusCode).toBe(200);
    expect((await visit('127.0.0.1:3000', '/api/health')).statusCode).toBe(200);
  });

  it('shows the owner\'s customised screen with every value escaped', async () => {
    const evil = { title: '<script>alert(1)</script>Fora do ar', subtitle: '"><img src=x onerror=alert(2)> & volte', bgColor: '#102030', textColor: '#F0E0D0' };
    expect((await call(app, owner, 'POST', '/api/user/suspension', evil)).statusCode).toBe(200);
    const page = await visit('antigo.com.br');
    expect(page.body).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;Fora do ar</h1>');
    expect(page.body).toContain('<p>&quot;&gt;&lt;img src=x onerror=alert(2)&gt; &amp; volte</p>');
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('background:#102030;color:#f0e0d0');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    await call(app, owner, 'POST', '/api/user/suspension/reset');
  });

  it('keeps the answer briefly in the shared state every process reads, and drops it when a suspension or reactivation changes it', async () => {
    const { db } = app.context;
    const another = new SharedState(db); // what a second API process on the same database reads
    expect((await visit('antigo.com.br')).statusCode).toBe(503);
    expect(await another.get<{ page: { status: number } | null }>(suspendedSiteKey('antigo.com.br'))).toMatchObject({ page: { status: 503 } });
    expect((await visit('lojadaana.com.br', '/api/health')).statusCode).toBe(200);
    expect(await another.get(suspendedSiteKey('lojadaana.com.br'))).toEqual({ page: null });

    // A change behind the cache's back is not seen until the entry expires...
    await db.updateTable('hostings').set({ status: 'Active' }).where('domain', '=', 'antigo.com.br').execute();
    expect((await visit('antigo.com.br')).statusCode).toBe(503);
    await db.updateTable('hostings').set({ status: 'Suspended' }).where('domain', '=', 'antigo.com.br').execute();

    // ...but the billing's own suspension and reactivation drop the entries at once.
    const ownerId = (await db.selectFrom('hostings').select('owner_id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).owner_id;
    const before = await db.selectFrom('hostings').select(['id', 'status']).where('owner_id', '=', ownerId).execute();
    try {
      await suspendForCredits(db, ownerId, new Date().toISOString());
      expect((await visit('lojadaana.com.br', '/api/health')).statusCode).toBe(503);
      expect((await visit('www.lojadaana.com.br')).statusCode).toBe(503);
      await reactivateAccount(db, ownerId);
      expect((await visit('lojadaana.com.br', '/api/health')).statusCode).toBe(200);
      expect((await visit('www.lojadaana.com.br', '/api/health')).statusCode).toBe(200);
    } finally {
      for (const { id, status } of before) await db.updateTable('hostings').set({ status }).where('id', '=', id).execute();
    }
  });

  it('answers made-up Host names from memory, writing nothing to the shared state', async () => {
    const { db } = app.context;
    const shared = db as unknown as Kysely<{ shared_state: SharedStateTable }>;
    const rows = async () => Number((await shared.selectFrom('shared_state').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
    const before = await rows();
    for (let i = 0; i < 50; i += 1) expect((await visit(`inventado-${i}.exemplo.net`, '/api/health')).statusCode).toBe(200);
    expect((await visit('inventado-0.exemplo.net', '/api/health')).statusCode).toBe(200);
    expect(await rows()).toBe(before);
    expect(await new SharedState(db).get(suspendedSiteKey('inventado-0.exemplo.net'))).toBeNull();
  });
});
