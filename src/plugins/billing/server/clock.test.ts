import { describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp, withTestApp } from '../../../../tests/support/apiApp';
import { CLOCK_TEXTS, MAX_ADVANCE_HOURS } from '../contract';
import { billingDb } from './tables';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const advance = (app: TestApp, hours: unknown) => call(app, null, 'POST', '/api/sandbox/clock/advance', { hours });

describe('the development clock', () => {
  const app = withTestApp({ perTest: true });

  it('moves the billing clock and answers with the new time', async () => {
    const before = Date.parse((await call(app, null, 'GET', '/api/sandbox/clock')).json().data.now);
    expect(Math.abs(before - Date.now())).toBeLessThan(5_000);
    const response = await advance(app, 5);
    expect(response.statusCode).toBe(200);
    const now = Date.parse(response.json().data.now);
    expect(now - before).toBeGreaterThanOrEqual(5 * HOUR);
    expect(now - before).toBeLessThan(5 * HOUR + 5_000);
    expect(Date.parse((await call(app, null, 'GET', '/api/sandbox/clock')).json().data.now)).toBeGreaterThanOrEqual(now);
  });

  it('refuses what is not a whole number of hours from 1 to the maximum, in pt-BR', async () => {
    for (const hours of [0, -3, 1.5, '2', null, MAX_ADVANCE_HOURS + 1, undefined]) {
      const response = await advance(app, hours);
      expect(response.statusCode, String(hours)).toBe(422);
      expect(response.json().errors).toEqual({ hours: CLOCK_TEXTS.hours });
    }
    expect(CLOCK_TEXTS.hours).toBe(`Informe um número inteiro de horas, de 1 a ${MAX_ADVANCE_HOURS}.`);
    expect((await advance(app, MAX_ADVANCE_HOURS)).statusCode).toBe(200);
  });
});

describe('the development clock without the sandbox', () => {
  const production = withTestApp({ sandbox: false });

  it('does not exist', async () => {
    expect((await advance(production, 1)).statusCode).toBe(404);
    expect((await call(production, null, 'GET', '/api/sandbox/clock')).statusCode).toBe(404);
  });
});

interface Outcome {
  total: number;
  statuses: string[];
  /** Charged hours per hosting, counted from the hour its billing began. */
  hours: number[][];
}

/**
 * The R$ 80 customer with four dear hostings, on a fresh server whose clock is moved by `move`.
 * Hours are told relative to each hosting's first billed hour, so two servers compare.
 */
async function outcome(move: (app: TestApp) => Promise<unknown>): Promise<Outcome> {
  const { app, close } = await createTestApp();
  try {
    const token = await loginAs(app, DEMO.affiliate);
    for (const domain of ['cara-1.com.br', 'cara-2.com.br', 'cara-3.com.br', 'cara-4.com.br']) {
      expect((await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain, plan: 8, region: 'BR', accelerator: true, dailyBackup: true }))).statusCode).toBe(200);
    }
    await sleep(700);
    await app.context.jobs.tick();
    await move(app);
    const { db } = app.context;
    const user = await db.selectFrom('users').select('id').where('email', '=', DEMO.affiliate).executeTakeFirstOrThrow();
    const charges = await billingDb(db).selectFrom('billing_charges').select(['hosting_id', 'hour_start']).where('user_id', '=', user.id).orderBy('hour_start').execute();
    const byHosting = new Map<number, number[]>();
    for (const { hosting_id, hour_start } of charges) {
      byHosting.set(hosting_id, [...(byHosting.get(hosting_id) ?? []), Date.parse(hour_start)]);
    }
    const hours = [...byHosting.keys()].sort().map((id) => byHosting.get(id)!.map((start, _, all) => (start - all[0]) / HOUR));
    const list = (await call(app, token, 'GET', '/api/hosting')).json().data as { status: string }[];
    const total = (await call(app, token, 'GET', '/api/user/credits')).json().data.total as number;
    const ledger = await db.selectFrom('credit_ledger').select('amount_cents').where('user_id', '=', user.id).execute();
    // The ledger and the charges agree: every charged hour was debited once.
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(Math.round(total * 100));
    return { total, statuses: list.map((h) => h.status), hours };
  } finally {
    await close();
  }
}

describe('advancing the clock charges each hosting-hour once', () => {
  it('1 h twenty-four times, 24 h once and 24 concurrent 1 h advances end the same', async () => {
    const once = await outcome(async (app) => expect((await advance(app, 24)).statusCode).toBe(200));
    const stepwise = await outcome(async (app) => {
      for (let i = 0; i < 24; i++) expect((await advance(app, 1)).statusCode).toBe(200);
    });
    const concurrent = await outcome(async (app) => {
      const answers = await Promise.all(Array.from({ length: 24 }, () => advance(app, 1)));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    });

    expect(once.statuses).toEqual(Array(5).fill('suspended'));
    expect(once.total).toBeGreaterThanOrEqual(0);
    for (const hosting of once.hours) expect(hosting).toEqual(hosting.map((_, i) => i));
    expect(stepwise).toEqual(once);
    expect(concurrent).toEqual(once);
  }, 180_000); // three apps, each with five hostings billed through a day; about 10 s alone, six times that beside the browser tests
});
