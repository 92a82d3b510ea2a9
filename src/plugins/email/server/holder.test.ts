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
    await app.context.backups.restore(hosting, point, ['emails']);
    expect(await addresses(owner)).toEqual(before);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('the e-mail holder’s size', () => {
  it('is the bytes its mailboxes and lists hold, for the usage figures', async () => {
    const sizes = await app.context.hostingData.sizes(await lojadaana());
    expect(sizes.emails).toBe(52_428_800 + 1_288_490_189 + 367_001_600 + 15_728_640);
  });
});
