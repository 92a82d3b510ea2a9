import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp, type TestApp } from '../../../../tests/support/apiApp';
import { ledgerCents } from '@server/billing/credits';
import { RESTORE_FEE } from '../contract';
import { lifeDb } from './tables';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp({ perTest: true });

const hostingId = async (a: TestApp, domain: string) => (await a.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;
const balanceOf = async (a: TestApp, email: string) => {
  const user = await a.context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const { credit, bonus } = await ledgerCents(a.context.db, user.id);
  return credit + bonus;
};
const dnsRows = (a: TestApp, id: number) => a.context.db.withTables<{ dns_records: { hosting_id: number; name: string; value: string } }>().selectFrom('dns_records').select(['name', 'value']).where('hosting_id', '=', id).execute();

/** Runs the removal as the panel does: POST, 202 while the job runs, repeated until 200. */
async function removeHosting(a: TestApp, token: string, domain: string) {
  const first = await call(a, token, 'POST', `/api/hosting/${domain}/remove`, { domain, acceptance: true });
  expect(first.statusCode).toBe(202);
  expect((await call(a, token, 'POST', `/api/hosting/${domain}/remove`, { domain, acceptance: true })).statusCode).toBe(202);
  await a.context.jobs.tick();
  const last = await call(a, token, 'POST', `/api/hosting/${domain}/remove`, { domain, acceptance: true });
  expect(last.statusCode).toBe(200);
}

describe('removing a hosting', () => {
  it('refuses a guest, a stranger and no session, and a domain typed wrong or no acceptance', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const guest = await loginAs(app, DEMO.guest);
    const stranger = await loginAs(app, DEMO.affiliate);
    const body = { domain: 'lojadaana.com.br', acceptance: true };
    expect((await call(app, guest, 'POST', '/api/hosting/lojadaana.com.br/remove', body)).statusCode).toBe(403);
    expect((await call(app, stranger, 'POST', '/api/hosting/lojadaana.com.br/remove', body)).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/api/hosting/lojadaana.com.br/remove', body)).statusCode).toBe(401);
    const wrong = await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/remove', { domain: 'lojadaana.com', acceptance: true });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ domain: 'Digite o domínio da hospedagem exatamente como aparece.' });
    const unticked = await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/remove', { domain: 'lojadaana.com.br', acceptance: false });
    expect(unticked.json().errors).toEqual({ acceptance: 'Confirme que está ciente da exclusão.' });
    expect(await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirst()).toBeDefined();
  });

  it('tells whether it is the last hosting, and keeps a feedback only when there is one', async () => {
    expect((await call(app, await loginAs(app, DEMO.owner), 'POST', '/api/hosting/check-removal')).json()).toEqual({ data: { lastHosting: false } });
    const affiliate = await loginAs(app, DEMO.affiliate);
    expect((await call(app, affiliate, 'POST', '/api/hosting/check-removal')).json()).toEqual({ data: { lastHosting: true } });
    await call(app, affiliate, 'POST', '/api/hosting/removal-feedback', { message: '  ' });
    await call(app, affiliate, 'POST', '/api/hosting/removal-feedback', { message: 'Mudei de provedor.' });
    expect((await lifeDb(app.context.db).selectFrom('removal_feedback').select('message').execute()).map((r) => r.message)).toEqual(['Mudei de provedor.']);
  });

  it('deletes the files and the DNS zone, frees the domain, and a restore brings them back for R$ 25,00', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const domain = 'blogdaana.com.br';
    const id = await hostingId(app, domain);
    const page = await app.context.files.resolve(id, 'public_html/index.html');
    await writeFile(page, '<h1>Blog da Ana</h1>');
    const added = await call(app, owner, 'POST', `/api/domain/${domain}/dns`, { type: 'TXT', name: 'teste', value: 'guardado', ttl: 3600 });
    expect(added.statusCode).toBe(201);

    await removeHosting(app, owner, domain);
    expect(existsSync(page)).toBe(false);
    expect(await dnsRows(app, id)).toEqual([]);
    expect(await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirst()).toBeUndefined();
    expect((await call(app, owner, 'GET', `/api/hosting/${domain}`)).statusCode).toBe(404);

    const deleted = (await call(app, owner, 'GET', '/api/hosting/restore')).json().data;
    expect(deleted).toEqual([expect.objectContaining({ domain, createdAt: expect.any(String), deletedAt: expect.any(String) })]);
    const { username } = deleted[0];
    const guest = await loginAs(app, DEMO.guest);
    // The guest of the removed hosting (and anyone else) may not see or restore it.
    expect((await call(app, guest, 'GET', `/api/hosting/${username}/restore`)).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date: '2026-01-01' }))).statusCode).toBe(403);
    const points = (await call(app, owner, 'GET', `/api/hosting/${username}/restore`)).json().data;
    // The final point taken by the removal is the newest (older ones are the demo's seeded points).
    expect(points[0].date).toBe(new Date().toISOString().slice(0, 10));

    const before = await balanceOf(app, DEMO.owner);
    const stranger = await loginAs(app, DEMO.affiliate);
    expect((await call(app, stranger, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date: points[0].date }))).statusCode).toBe(403);
    expect((await call(app, owner, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({}))).json().errors).toEqual({ date: 'Escolha a data do backup.' });
    const restored = await call(app, owner, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date: points[0].date }));
    expect(restored.json()).toEqual({ data: { domain } });
    expect(await balanceOf(app, DEMO.owner)).toBe(before - RESTORE_FEE * 100);

    const newId = await hostingId(app, domain);
    expect(await readFile(await app.context.files.resolve(newId, 'public_html/index.html'), 'utf8')).toBe('<h1>Blog da Ana</h1>');
    expect(await dnsRows(app, newId)).toContainEqual({ name: 'teste', value: 'guardado' });
    expect((await call(app, owner, 'GET', `/api/hosting/${domain}`)).json().data.status).toBe('Active');
    expect((await call(app, owner, 'GET', '/api/hosting/restore')).json().data).toEqual([]);
  });

  it('restores only when the fee is confirmed with an idempotency key, and a repeat charges it once', async () => {
    const owner = await loginAs(app, DEMO.owner);
    await removeHosting(app, owner, 'antigo.com.br');
    const { username } = (await call(app, owner, 'GET', '/api/hosting/restore')).json().data[0];
    const [{ date }] = (await call(app, owner, 'GET', `/api/hosting/${username}/restore`)).json().data;
    const before = await balanceOf(app, DEMO.owner);
    const fees = async () => (await app.context.db.selectFrom('credit_ledger').select('id').where('description', '=', 'Restauração de antigo.com.br').execute()).length;
    const restored = await expectPaidOnce(app, owner, 'POST', `/api/hosting/${username}/restore`, { date }, fees);
    expect(restored.json()).toEqual({ data: { domain: 'antigo.com.br' } });
    expect(await balanceOf(app, DEMO.owner)).toBe(before - RESTORE_FEE * 100);
  });

  it('answers domainUsed, domainNotAvailable and noBalance, charging nothing', async () => {
    const owner = await loginAs(app, DEMO.owner);
    await removeHosting(app, owner, 'antigo.com.br');
    const { username } = (await call(app, owner, 'GET', '/api/hosting/restore')).json().data[0];
    const [{ date }] = (await call(app, owner, 'GET', `/api/hosting/${username}/restore`)).json().data;
    const before = await balanceOf(app, DEMO.owner);
    const db = app.context.db;
    const row = { domain: 'antigo.com.br', domain_alt: 'x.temp', status: 'Active', product: 'php', plan_id: 1, plan_name: 'Nuvem Start', monthly_price: 29.9, server: 's', server_ip: '203.0.113.9', region: 'BR', is_tester: 0, has_domain: 1, created_at: new Date().toISOString() };

    const ana = await db.selectFrom('users').select('id').where('email', '=', DEMO.owner).executeTakeFirstOrThrow();
    await db.insertInto('hostings').values({ ...row, owner_id: ana.id, username: 'outroantigo' }).execute();
    const used = await call(app, owner, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date }));
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ message: 'Já existe uma hospedagem criada com este domínio.', data: { domainUsed: true } });

    const paulo = await db.selectFrom('users').select('id').where('email', '=', DEMO.affiliate).executeTakeFirstOrThrow();
    await db.updateTable('hostings').set({ owner_id: paulo.id }).where('username', '=', 'outroantigo').execute();
    const taken = await call(app, owner, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date }));
    expect(taken.json()).toMatchObject({ message: 'O domínio já está sendo utilizado por outro usuário.', data: { domainNotAvailable: true } });

    await db.deleteFrom('hostings').where('username', '=', 'outroantigo').execute();
    await db.insertInto('credit_ledger').values({ user_id: ana.id, kind: 'credit', amount_cents: -(before - 2499), description: 'gasto', invoice_id: null, created_at: new Date().toISOString() }).execute();
    const poor = await call(app, owner, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date }));
    expect(poor.statusCode).toBe(409);
    expect(poor.json().data).toEqual({ noBalance: true });
    expect(await balanceOf(app, DEMO.owner)).toBe(2499);
    expect(await db.selectFrom('hostings').select('id').where('domain', '=', 'antigo.com.br').executeTakeFirst()).toBeUndefined();
  });

  it('stops billing the removed hosting from the next hour', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const advance = (hours: number) => call(app, null, 'POST', '/api/sandbox/clock/advance', { hours });
    await advance(2);
    const id = await hostingId(app, 'lojadaana.com.br');
    const removedAt = new Date((await call(app, null, 'GET', '/api/sandbox/clock')).json().data.now);
    await removeHosting(app, owner, 'lojadaana.com.br');
    await advance(3);
    const hours = await app.context.db.withTables<{ billing_charges: { hosting_id: number; hour_start: string } }>().selectFrom('billing_charges').select('hour_start').where('hosting_id', '=', id).orderBy('hour_start').execute();
    const lastHour = new Date(Math.floor(removedAt.getTime() / 3_600_000) * 3_600_000).toISOString();
    expect(hours.at(-1)?.hour_start).toBe(lastHour);
    expect(hours.length).toBeGreaterThanOrEqual(2);
  });
});
