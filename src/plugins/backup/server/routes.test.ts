import { execFileSync } from 'node:child_process';
import { access, readFile, rm, writeFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { hourlyExactCents } from '@server/billing/hourlyPrice';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { BACKUP_MESSAGES, type DailyBackupCost, type RestorePointView } from '../contract';
import { wakeDueDailyBackups } from './daily';
import { KEEP_DAYS } from './retention';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp({ perTest: true });
const LOJA = '/api/hosting/lojadaana.com.br/backup';
const ANTIGO = '/api/hosting/antigo.com.br/backup';
let owner: string;

const exists = (file: string) => access(file).then(() => true, () => false);
const idOf = async (domain: string) => (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;
const points = async (base = LOJA) => (await call(app, owner, 'GET', base)).json().data as RestorePointView[];
const clockDay = async () => (await call(app, null, 'GET', '/api/sandbox/clock')).json().data.now.slice(0, 10) as string;
const advance = async (hours: number) => expect((await call(app, null, 'POST', '/api/sandbox/clock/advance', { hours })).statusCode).toBe(200);
/**
 * Takes turns of `step` until the newest restore point is the clock's day. A turn is several queries
 * and an archive: on PostgreSQL beside the browser tests, seconds. A miss prints the queue's daily runs.
 */
const untilTodaysPoint = (step: () => Promise<void>) =>
  vi.waitFor(async () => {
    await step();
    const jobs = await sql<{ status: string; payload: string; result: string | null }>`select status, payload, result from jobs where kind = 'backup.daily'`.execute(app.context.db);
    expect((await points())[0].date, JSON.stringify(jobs.rows)).toBe(await clockDay());
  }, { timeout: 20_000, interval: 100 });
/** What the timer does every few seconds, then one turn of the job queue. */
const runDue = async () => {
  await wakeDueDailyBackups(app.context.db, app.context.jobs);
  await app.context.jobs.tick();
};
type Charges = { billing_charges: { hosting_id: number; hour_start: string; amount_cents: number } };
const chargesOf = async (hostingId: number) =>
  (app.context.db.withTables<Charges>() as unknown as Kysely<Charges>).selectFrom('billing_charges').select(['hour_start', 'amount_cents']).where('hosting_id', '=', hostingId).orderBy('hour_start').execute();
/** The hours charged from now on, told by the last one charged so far. */
const chargesFrom = async (hostingId: number) => {
  const before = (await chargesOf(hostingId)).length;
  return async () => (await chargesOf(hostingId)).slice(before);
};
/**
 * Whether hours cost a price (monthly / 720 each): the engine charges each hour's whole cents and
 * carries the rest (hourlyPrice.ts), so together they are within a cent of it.
 */
const atPrice = (hours: { amount_cents: number }[], status: string, monthly: number, addOns: number) =>
  hours.length >= 2 && Math.abs(hours.reduce((sum, h) => sum + h.amount_cents, 0) - hours.length * hourlyExactCents(status, monthly, addOns)) < 1;

describe('access', () => {
  it('refuses a guest without hasWebsite, another customer and a missing session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    const other = await loginAs(app, DEMO.affiliate);
    for (const [method, url, body] of [['GET', LOJA], ['GET', `${LOJA}/daily`], ['POST', `${LOJA}/daily`, confirmedPayment({ value: true })], ['POST', `${LOJA}/restore`, { date: '2026-01-01', options: { files: true } }], ['GET', `${LOJA}/daily/cost`]] as const) {
      expect((await call(app, guest, method, url, body)).statusCode).toBe(403);
      expect((await call(app, other, method, url, body)).statusCode).toBe(403);
      expect((await call(app, null, method, url, body)).statusCode).toBe(401);
    }
    expect(await (await app.context.db.selectFrom('hostings').select('addons_monthly_price').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).addons_monthly_price).toBe(0);
  });
});

describe('guest with hasWebsite', () => {
  it('lists and sees the price and the hosting cost, never the owner account figures', async () => {
    await app.context.db.updateTable('hosting_shares').set({ has_website: 1 }).where('hosting_id', '=', await idOf('lojadaana.com.br')).execute();
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', LOJA)).statusCode).toBe(200);
    const cost = (await call(app, guest, 'GET', `${LOJA}/daily/cost`)).json().data as DailyBackupCost;
    expect(cost).toMatchObject({ monthlyPrice: 10, accountHourlyNow: null, accountHourlyAfter: null, daysNow: null, daysAfter: null });
    expect(cost.hostingHourlyAfter).toBeGreaterThan(cost.hostingHourlyNow);
  });
});

describe('restore points', () => {
  it('lists the seeded real archives, newest first, with their sizes', async () => {
    owner = await loginAs(app, DEMO.owner);
    const list = await points();
    expect(list.map((p) => p.date)).toEqual([...list.map((p) => p.date)].sort().reverse());
    expect(list[0].date).toBe(await clockDay());
    expect(list.length).toBe(3);
    for (const point of list) expect(point.size).toBeGreaterThan(0);
    const [newest] = await app.context.backups.list(await idOf('lojadaana.com.br'));
    const entries = execFileSync('tar', ['-tzf', newest.file], { encoding: 'utf8' });
    expect(entries).toContain('files/public_html/');
    expect(entries).toContain('emails/email_accounts.json');
  });

  it('brings back a file deleted after the backup was taken, through the restore job', async () => {
    owner = await loginAs(app, DEMO.owner);
    const id = await idOf('lojadaana.com.br');
    const file = await app.context.files.resolve(id, '/public_html/contato.html');
    await writeFile(file, '<p>fale conosco</p>');
    await app.context.backups.take({ id, domain: 'lojadaana.com.br', username: 'x' });
    await rm(file);
    const response = await call(app, owner, 'POST', `${LOJA}/restore`, { date: await clockDay(), options: { files: true, databases: true, emails: true } });
    expect(response.statusCode, response.body).toBe(202);
    const { job } = response.json().data as { job: string };
    await app.context.jobs.tick();
    expect((await call(app, owner, 'GET', `/api/job/${job}`)).json().data.status).toBe('completed');
    expect(await readFile(file, 'utf8')).toBe('<p>fale conosco</p>');
  });

  it('answers a date without a restore point, or no date, under the date field, and restores nothing', async () => {
    owner = await loginAs(app, DEMO.owner);
    const none = await call(app, owner, 'POST', `${LOJA}/restore`, { date: '2020-01-01', options: { files: true, databases: true, emails: true } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ date: BACKUP_MESSAGES.noPoint });
    const bad = await call(app, owner, 'POST', `${LOJA}/restore`, { date: '01/01/2020', options: { files: true } });
    expect(bad.json().errors).toEqual({ date: BACKUP_MESSAGES.date });
    const nothing = await call(app, owner, 'POST', `${LOJA}/restore`, { date: await clockDay(), options: { files: false } });
    expect(nothing.json().errors).toEqual({ options: BACKUP_MESSAGES.options });
  });
});

describe('daily backup', () => {
  it('is switched on only when its price is confirmed with an idempotency key, once for a repeat; off needs neither', async () => {
    owner = await loginAs(app, DEMO.owner);
    const dailyRuns = async () => (await sql<{ id: string }>`select id from jobs where kind = 'backup.daily'`.execute(app.context.db)).rows.length;
    const on = await expectPaidOnce(app, owner, 'POST', `${LOJA}/daily`, { value: true }, dailyRuns);
    expect(on.json().data).toEqual({ status: true });
    const off = await call(app, owner, 'POST', `${LOJA}/daily`, { value: false });
    expect(off.statusCode).toBe(200);
    expect((await call(app, owner, 'GET', `${LOJA}/daily`)).json().data).toEqual({ status: false });
  });

  it('takes a backup at once and one per day of the billing clock, keeping the last 7 days', async () => {
    owner = await loginAs(app, DEMO.owner);
    const id = await idOf('lojadaana.com.br');
    const file = await app.context.files.resolve(id, '/public_html/novo.html');
    await writeFile(file, 'novo');
    expect((await call(app, owner, 'GET', `${LOJA}/daily`)).json().data).toEqual({ status: false });
    expect((await call(app, owner, 'POST', `${LOJA}/daily`, confirmedPayment({ value: true }))).json().data).toEqual({ status: true });
    expect((await call(app, owner, 'GET', `${LOJA}/daily`)).json().data).toEqual({ status: true });
    await runDue();
    // Today's point is now the daily one, holding the new file.
    await rm(file);
    await call(app, owner, 'POST', `${LOJA}/restore`, { date: await clockDay(), options: { files: true, databases: false, emails: false } });
    await app.context.jobs.tick();
    expect(await exists(file)).toBe(true);

    const before = (await points()).length;
    await runDue();
    expect((await points()).length).toBe(before);
    await advance(24);
    // Moving the clock made the next run due (no wake called here): the queue takes it.
    await untilTodaysPoint(() => app.context.jobs.tick());
    const list = await points();
    expect(list.length).toBe(before + 1);

    // A schedule whose next run was lost (the server stopped at the wrong moment) starts again.
    await sql`delete from jobs where kind = 'backup.daily'`.execute(app.context.db);
    await advance(24);
    await untilTodaysPoint(runDue);

    for (let day = 0; day < 8; day++) {
      await advance(24);
      await runDue();
    }
    const kept = await points();
    expect(kept.length).toBe(KEEP_DAYS);
    expect(kept[0].date).toBe(await clockDay());
    expect((await app.context.backups.list(id)).length).toBe(KEEP_DAYS);
  });

  it('is charged by the hourly engine while on, also when paused, and no longer once off', async () => {
    owner = await loginAs(app, DEMO.owner);
    const loja = await idOf('lojadaana.com.br');
    const antigo = await idOf('antigo.com.br');
    await call(app, owner, 'POST', `${LOJA}/daily`, confirmedPayment({ value: true }));
    expect((await call(app, owner, 'POST', `${ANTIGO}/daily`, confirmedPayment({ value: true }))).statusCode).toBe(200);
    const [lojaOn, antigoOn] = [await chargesFrom(loja), await chargesFrom(antigo)];
    await advance(3);
    expect(atPrice(await lojaOn(), 'Active', 59.9, 10)).toBe(true);
    expect(atPrice(await antigoOn(), 'Paused', 29.9, 10)).toBe(true);
    expect(atPrice(await antigoOn(), 'Paused', 29.9, 0)).toBe(false);
    expect((await call(app, owner, 'GET', '/api/billing/cost')).json().data.data.items.find((i: { domain: string }) => i.domain === 'antigo.com.br').dailyBackup).toBe(10);

    await call(app, owner, 'POST', `${LOJA}/daily`, { value: false });
    await call(app, owner, 'POST', `${ANTIGO}/daily`, { value: false });
    const [lojaOff, antigoOff] = [await chargesFrom(loja), await chargesFrom(antigo)];
    await advance(2);
    expect(atPrice(await lojaOff(), 'Active', 59.9, 0)).toBe(true);
    expect(atPrice(await antigoOff(), 'Paused', 29.9, 0)).toBe(true);
    // The chain left queued stops by itself and takes nothing more.
    const count = (await app.context.backups.list(loja)).length;
    await advance(24);
    await runDue();
    expect((await app.context.backups.list(loja)).length).toBe(count);
  });

  it('answers the effect on the hourly cost and days left before enabling, from the account figures', async () => {
    owner = await loginAs(app, DEMO.owner);
    const credits = (await call(app, owner, 'GET', '/api/user/credits')).json().data as { total: number; estimate: number };
    const cost = (await call(app, owner, 'GET', `${LOJA}/daily/cost`)).json().data as DailyBackupCost;
    expect(cost.monthlyPrice).toBe(10);
    expect(cost.hostingHourlyAfter - cost.hostingHourlyNow).toBeCloseTo(10 / 720);
    expect(cost.daysNow).toBe(credits.estimate);
    expect(cost.daysAfter).toBe(Math.floor(credits.total / ((cost.accountHourlyNow! + 10 / 720) * 24)));
    expect(cost.daysAfter!).toBeLessThan(cost.daysNow!);
    await call(app, owner, 'POST', `${LOJA}/daily`, confirmedPayment({ value: true }));
    expect((await call(app, owner, 'GET', '/api/user/credits')).json().data.estimate).toBe(cost.daysAfter);
  });

  it('refuses a value that is not a boolean', async () => {
    owner = await loginAs(app, DEMO.owner);
    const response = await call(app, owner, 'POST', `${LOJA}/daily`, confirmedPayment({ value: 'sim' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ value: BACKUP_MESSAGES.value });
  });

  it('is on for a hosting bought with the daily backup, and its first backup is taken by the next sweep', async () => {
    owner = await loginAs(app, DEMO.owner);
    const created = await call(app, owner, 'POST', '/api/hosting', confirmedPayment({ domain: 'com-backup.com.br', plan: 2, region: 'BR', dailyBackup: true }));
    expect(created.statusCode).toBe(200);
    const id = await idOf('com-backup.com.br');
    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', id).execute();
    const base = '/api/hosting/com-backup.com.br/backup';
    expect((await call(app, owner, 'GET', `${base}/daily`)).json().data.status).toBe(true);
    expect(await points(base)).toEqual([]);
    await runDue();
    expect((await points(base)).map((p) => p.date)).toEqual([await clockDay()]);
  });
});

