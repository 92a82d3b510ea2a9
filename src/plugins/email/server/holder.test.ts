import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp({ perTest: true });
const BASE = '/api/hosting/lojadaana.com.br/email';

async function lojadaana() {
  return app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow();
}
const addresses = async (token: string) => ((await call(app, token, 'GET', BASE)).json().data.emails as { email: string }[]).map((e) => e.email).sort();

describe('e-mail data in backups', () => {
  it('is saved in a restore point, given back by a restore of emails, and removed with the hosting data', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await lojadaana();
    const before = await addresses(owner);
    expect(before).toContain('contato@lojadaana.com.br');
    const point = await app.context.backups.take(hosting);

    expect((await call(app, owner, 'DELETE', `${BASE}/contato@lojadaana.com.br`)).statusCode).toBe(204);
    expect((await call(app, owner, 'POST', BASE, { username: 'novo', password: 'Senha@Forte123', quota: 0 })).statusCode).toBeLessThan(300);
    expect(await addresses(owner)).not.toEqual(before);

    await app.context.backups.restore(hosting, point, ['files']);
    expect(await addresses(owner)).not.toEqual(before);
    await app.context.backups.restore(hosting, point, ['emails']);
    expect(await addresses(owner)).toEqual(before);
    const forwarders = (await call(app, owner, 'GET', BASE)).json().data.forwarders as { email: string }[];
    expect(forwarders.map((f) => f.email)).toEqual(['vendas@lojadaana.com.br']);

    await app.context.hostingData.removeAll(hosting);
    expect(await addresses(owner)).toEqual([]);
  });

  it('leaves the mail as it is when a restore point holds no e-mail data', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await lojadaana();
    const before = await addresses(owner);
    const point = await app.context.backups.take(hosting);
    // An archive made before e-mail was backed up: no emails/ folder.
    const dir = await mkdtemp(path.join(tmpdir(), 'painel-old-point-'));
    execFileSync('tar', ['-xzf', point.file, '-C', dir]);
    await rm(`${dir}/emails`, { recursive: true });
    execFileSync('tar', ['-czf', point.file, '-C', dir, 'files']);
    // Nor the record of its digest and verification that points have beside them now.
    await rm(`${point.file}.json`);
    await app.context.backups.restore(hosting, point, ['emails']);
    expect(await addresses(owner)).toEqual(before);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('the new e-mail data in backups', () => {
  it('carries lists, members, aliases, autoresponders, antispam and webmail through a restore', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await lojadaana();
    const contato = 'contato@lojadaana.com.br';
    await call(app, owner, 'POST', `${BASE}/alias`, { email: contato, username: 'sac' });
    await call(app, owner, 'POST', `${BASE}/autoresponder`, { email: contato, subject: 'Férias', body: 'Volto logo' });
    await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/webmail/customize', { color: 'green' });
    const state = async () => ({
      lists: (await call(app, owner, 'GET', `${BASE}/lists`)).json().data,
      account: (await call(app, owner, 'GET', `${BASE}/${contato}`)).json().data.alias,
      responder: (await call(app, owner, 'GET', `${BASE}/autoresponder?email=${contato}`)).json().data?.subject ?? null,
      spam: (await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/spam')).json().data,
      color: (await call(app, owner, 'GET', `${BASE}?include=customization`)).json().data.customization.color,
    });
    const before = await state();
    expect(before).toMatchObject({ account: ['sac@lojadaana.com.br'], responder: 'Férias', color: 'green' });
    const point = await app.context.backups.take(hosting);

    await call(app, owner, 'DELETE', `${BASE}/lists/clientes`);
    await call(app, owner, 'POST', `${BASE}/remove-alias`, { email: contato, alias: 'sac@lojadaana.com.br' });
    await call(app, owner, 'DELETE', `${BASE}/autoresponder/${contato}`);
    await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/spam', { status: false });
    await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/webmail/customize', { color: 'red' });
    expect(await state()).not.toEqual(before);

    await app.context.backups.restore(hosting, point, ['emails']);
    expect(await state()).toEqual(before);
  });
});

describe('the e-mail holder’s size', () => {
  it('is the bytes its mailboxes and lists hold, for the usage figures', async () => {
    const sizes = await app.context.hostingData.sizes(await lojadaana());
    expect(sizes.emails).toBe(52_428_800 + 1_288_490_189 + 367_001_600 + 15_728_640);
  });
});
