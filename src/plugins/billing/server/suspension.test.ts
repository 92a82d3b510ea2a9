import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { EMERGENCY_TEXTS } from '../contract';
import { billingDb } from './tables';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp({ perTest: true });

const payer = { cpfCnpj: '529.982.247-25', name: 'Cliente de Teste', email: 'pagador@exemplo.com.br', phone: '(11) 98765-4321', terms: true };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const advance = (hours: number) => call(app, null, 'POST', '/api/sandbox/clock/advance', { hours });
async function advanceOk(hours: number) {
  const response = await advance(hours);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { now: string };
}

const credits = async (token: string) => (await call(app, token, 'GET', '/api/user/credits')).json().data as { total: number; credit: number; bonus: number };
const hourlyCost = async (token: string) => (await call(app, token, 'GET', '/api/billing/cost')).json().data.data.total / 720;
async function statuses(token: string): Promise<Record<string, string>> {
  const list = (await call(app, token, 'GET', '/api/hosting')).json().data as { domain: string; status: string; isGuest: boolean }[];
  return Object.fromEntries(list.filter((h) => !h.isGuest).map((h) => [h.domain, h.status]));
}
const emergency = async (token: string) => (await call(app, token, 'GET', '/api/recharge/emergency')).json().data;
const takeEmergency = (token: string) => call(app, token, 'POST', '/api/recharge/emergency', confirmedPayment());
async function userId(email: string): Promise<number> {
  return (await app.context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
async function chargedHours(email: string): Promise<number> {
  const rows = await billingDb(app.context.db).selectFrom('billing_charges').select('id').where('user_id', '=', await userId(email)).execute();
  return rows.length;
}

/** Pays a PIX recharge through the sandbox gateway, as the payment page does. */
async function recharge(token: string, amount: number) {
  const created = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount, period: 1 }));
  expect(created.statusCode, created.body).toBe(200);
  const paid = await call(app, token, 'POST', `/api/sandbox/recharge/${created.json().data.invoice}/pay`);
  expect(paid.json().data.status).toBe('Paid');
}

/** The wizard's "Pular esta etapa": hostings created without paying, then provisioned by the sandbox. */
async function buyHostings(token: string, domains: string[], plan = 8) {
  for (const domain of domains) {
    const response = await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain, plan, region: 'BR', accelerator: true, dailyBackup: true }));
    expect(response.statusCode, response.body).toBe(200);
  }
  await sleep(700);
  await app.context.jobs.tick();
  for (const status of Object.values(await statuses(token))) expect(status).toBe('active');
}

const DEAR = ['cara-1.com.br', 'cara-2.com.br', 'cara-3.com.br', 'cara-4.com.br'];

describe('credits end, services stop', () => {
  it('suspends every hosting of the R$ 80 customer when the balance cannot pay the next hour, and charges nothing more', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    expect((await credits(token)).total).toBe(80);
    await buyHostings(token, DEAR);
    const hourly = await hourlyCost(token);
    expect(hourly).toBeGreaterThan(4);

    const { now } = await advanceOk(720);
    expect(Math.abs(Date.parse(now) - (Date.now() + 720 * 3_600_000))).toBeLessThan(60_000);

    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('suspended'));
    const left = (await credits(token)).total;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThan(hourly);
    expect(await emergency(token)).toMatchObject({ isSuspended: true, isEnabled: false, isAllowed: true });

    const hours = await chargedHours(DEMO.affiliate);
    await advanceOk(200);
    expect((await credits(token)).total).toBe(left);
    expect(await chargedHours(DEMO.affiliate)).toBe(hours);
    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('suspended'));
  });

  it('a recharge reactivates them as they were: a paused one stays paused', async () => {
    const token = await loginAs(app, DEMO.owner);
    const before = await statuses(token);
    expect(before).toEqual({ 'antigo.com.br': 'paused', 'blogdaana.com.br': 'active', 'lojadaana.com.br': 'active' });
    await advanceOk(1200);
    expect(Object.values(await statuses(token))).toEqual(['suspended', 'suspended', 'suspended']);
    const left = (await credits(token)).total;
    expect(left).toBeLessThan(0.16);

    await recharge(token, 20);
    expect(await statuses(token)).toEqual(before);
    await advanceOk(2);
    expect(Math.round((await credits(token)).total * 100)).toBeLessThan(Math.round((left + 20) * 100));
    expect(await statuses(token)).toEqual(before);
  });
});

describe('emergency credit', () => {
  it('reactivates for up to 3 days, once until a recharge pays it back', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    await buyHostings(token, DEAR);
    const hourly = await hourlyCost(token);
    await advanceOk(48);
    expect(await emergency(token)).toEqual({ isSuspended: true, isEnabled: false, isAllowed: true, expiresAt: null });

    // A paid action: only confirmed with an idempotency key; the same request again is answered, not taken twice.
    const creditsTaken = async () =>
      (await app.context.db.withTables<{ emergency_credits: { id: number; user_id: number } }>().selectFrom('emergency_credits').select('id').where('user_id', '=', await userId(DEMO.affiliate)).execute()).length;
    const taken = await expectPaidOnce(app, token, 'POST', '/api/recharge/emergency', {}, creditsTaken);
    const state = taken.json().data;
    expect(state).toMatchObject({ isSuspended: false, isEnabled: true, isAllowed: false });
    const clock = (await call(app, null, 'GET', '/api/sandbox/clock')).json().data.now;
    const lasts = Date.parse(state.expiresAt) - Date.parse(clock);
    expect(lasts).toBeLessThanOrEqual(72 * 3_600_000);
    expect(lasts).toBeGreaterThan(72 * 3_600_000 - 60_000);
    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('active'));

    const twice = await takeEmergency(token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EMERGENCY_TEXTS.notAllowed);

    await advanceOk(70);
    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('active'));
    expect((await credits(token)).total).toBeLessThan(-60 * hourly);

    await advanceOk(4);
    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('suspended'));
    const debt = (await credits(token)).total;
    expect(debt).toBeGreaterThanOrEqual(-74 * hourly);
    await advanceOk(100);
    expect((await credits(token)).total).toBe(debt);
    expect(await emergency(token)).toEqual({ isSuspended: true, isEnabled: false, isAllowed: false, expiresAt: null });
    expect((await takeEmergency(token)).statusCode).toBe(409);

    // Less than the debt: still suspended, and no second emergency credit.
    await recharge(token, 10);
    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('suspended'));
    expect((await emergency(token)).isAllowed).toBe(false);

    // The debt paid back and the next hour covered: active again, and emergency credit is offered again next time.
    await recharge(token, Math.ceil(-debt + hourly * 3));
    expect(Object.values(await statuses(token))).toEqual(Array(5).fill('active'));
    expect(await emergency(token)).toEqual({ isSuspended: false, isEnabled: false, isAllowed: false, expiresAt: null });
    await advanceOk(10);
    expect(await emergency(token)).toMatchObject({ isSuspended: true, isAllowed: true });
  });

  it('is refused while nothing is suspended, and needs a session', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect(await emergency(token)).toEqual({ isSuspended: false, isEnabled: false, isAllowed: false, expiresAt: null });
    const refused = await takeEmergency(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EMERGENCY_TEXTS.notAllowed);
    expect((await call(app, null, 'GET', '/api/recharge/emergency')).statusCode).toBe(401);
    expect((await call(app, null, 'POST', '/api/recharge/emergency')).statusCode).toBe(401);
  });
});

describe('trial (tester) hostings', () => {
  it('run free for 7 days, are suspended when the trial ends without a recharge, and the first recharge brings them back', async () => {
    const token = await loginAs(app, DEMO.newcomer);
    await buyHostings(token, ['teste-gratis.com.br'], 2);
    expect((await call(app, token, 'GET', '/api/hosting/teste-gratis.com.br')).json().data.isTester).toBe(true);

    await advanceOk(6 * 24);
    expect(await statuses(token)).toEqual({ 'teste-gratis.com.br': 'active' });
    expect(await credits(token)).toMatchObject({ total: 0 });
    expect(await chargedHours(DEMO.newcomer)).toBe(0);

    await advanceOk(2 * 24);
    expect(await statuses(token)).toEqual({ 'teste-gratis.com.br': 'suspended' });
    expect(await credits(token)).toMatchObject({ total: 0 });
    expect(await chargedHours(DEMO.newcomer)).toBe(0);
    // Emergency credit is for customers who have paid before, not for a trial that ended.
    expect(await emergency(token)).toMatchObject({ isSuspended: true, isAllowed: false });
    expect((await takeEmergency(token)).statusCode).toBe(409);

    await recharge(token, 30);
    expect(await statuses(token)).toEqual({ 'teste-gratis.com.br': 'active' });
    expect((await call(app, token, 'GET', '/api/hosting/teste-gratis.com.br')).json().data.isTester).toBe(false);
    await advanceOk(3);
    expect(await chargedHours(DEMO.newcomer)).toBeGreaterThanOrEqual(2);
  });
});
