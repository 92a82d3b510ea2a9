import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { setAddOn } from '@server/billing/addOns';
import { ledgerCents } from '@server/billing/credits';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { PLAN_GROUPS, PRODUCTS } from '../../hosting-create/catalogue';
import type { BillingReport, CreditForecast } from '../contract';
import { floorHour } from './hours';
import { monthKey } from './months';
import { billingDb } from './tables';
import { addCustomer, addHosting } from './testData';

const app = withTestApp({ perTest: true });

const advance = async (hours: number) => {
  const response = await call(app, null, 'POST', '/api/sandbox/clock/advance', { hours });
  expect(response.statusCode, response.body).toBe(200);
  return Date.parse(response.json().data.now);
};

/**
 * The start of the current hour on a clock already moved past the first run's hour, so a hosting
 * created then is billed from that hour on and a move of 720 hours bills exactly 720 of them.
 */
const billableHour = async () => floorHour(await advance(1));

const chargedCents = async (hostingId: number) =>
  Number((await billingDb(app.context.db).selectFrom('billing_charges').select(sql<number>`sum(amount_cents)`.as('cents')).where('hosting_id', '=', hostingId).executeTakeFirstOrThrow()).cents);
const chargedHours = async (hostingId: number) => (await billingDb(app.context.db).selectFrom('billing_charges').select('id').where('hosting_id', '=', hostingId).execute()).length;

const cents = (reais: number) => Math.round(reais * 100);
const START_CREDIT = 1_000_000;

describe('a month of hours', () => {
  it('charges every plan its monthly price to the cent, 30% of it when paused, extras and the site discount included', async () => {
    const hour = new Date(await billableHour());
    const plans = PRODUCTS.flatMap((product) => PLAN_GROUPS[product]).filter((plan) => plan.monthly > 0);
    const expected: { hosting: number; user: number; cents: number; what: string }[] = [];
    for (const plan of plans) {
      for (const status of ['Active', 'Paused'] as const) {
        const user = await addCustomer(app, `mes-${plan.id}-${status}@exemplo.com.br`, { credit: START_CREDIT });
        const hosting = await addHosting(app, user, `mes-${plan.id}-${status.toLowerCase()}.com.br`, status, plan.monthly, hour);
        expected.push({ hosting, user, cents: status === 'Active' ? cents(plan.monthly) : cents(plan.monthly * 0.3), what: `${plan.name} ${status}` });
      }
    }
    // A paid extra (daily backup, R$ 10,00) on a Nuvem Pro: R$ 69,90.
    const withBackup = await addCustomer(app, 'mes-backup@exemplo.com.br', { credit: START_CREDIT });
    const backedUp = await addHosting(app, withBackup, 'mes-backup.com.br', 'Active', 59.9, hour);
    await setAddOn(app.context.db, backedUp, 'dailyBackup', 10);
    expected.push({ hosting: backedUp, user: withBackup, cents: 6990, what: 'Nuvem Pro + backup' });
    // Three active sites: each plan 10% off (R$ 53,91).
    const three = await addCustomer(app, 'mes-tres@exemplo.com.br', { credit: START_CREDIT });
    for (const n of [1, 2, 3]) expected.push({ hosting: await addHosting(app, three, `mes-tres-${n}.com.br`, 'Active', 59.9, hour), user: three, cents: 5391, what: `desconto ${n}` });

    await advance(720);

    for (const { hosting, cents: monthly, what } of expected) {
      expect(await chargedHours(hosting), what).toBe(720);
      expect(await chargedCents(hosting), what).toBe(monthly);
    }
    for (const user of new Set(expected.map((e) => e.user))) {
      const owed = expected.filter((e) => e.user === user).reduce((sum, e) => sum + e.cents, 0);
      const { credit, bonus } = await ledgerCents(app.context.db, user);
      expect(credit + bonus).toBe(START_CREDIT - owed);
    }
  });

  it('shows the customer a balance, a usage page and a forecast that agree with the ledger', async () => {
    // The R$ 80 customer's Nuvem Pro (parceirodigital.com.br): any 720 hours in a row cost R$ 59,90.
    await billableHour();
    const token = await loginAs(app, DEMO.affiliate);
    const affiliate = (await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.affiliate).executeTakeFirstOrThrow()).id;
    const before = (await call(app, token, 'GET', '/api/user/credits')).json().data.total as number;

    const now = await advance(720);

    const credits = (await call(app, token, 'GET', '/api/user/credits')).json().data as { total: number; credit: number; bonus: number };
    expect(cents(credits.total)).toBe(cents(before) - 5990);
    const ledger = async (description?: string) =>
      Number((await app.context.db.selectFrom('credit_ledger').select(sql<number>`sum(amount_cents)`.as('cents')).where('user_id', '=', affiliate).$if(description !== undefined, (q) => q.where('description', '=', description as string)).executeTakeFirstOrThrow()).cents);
    expect(cents(credits.total)).toBe(await ledger());

    // Consumo de Créditos, month by month since the first charged hour, adds up to what the ledger took.
    const first = Date.parse((await billingDb(app.context.db).selectFrom('billing_charges').select('hour_start').where('user_id', '=', affiliate).orderBy('hour_start').executeTakeFirstOrThrow()).hour_start);
    const months = new Set<string>();
    for (let at = first; at <= now; at += 24 * 3_600_000) months.add(monthKey(at));
    months.add(monthKey(now));
    let used = 0;
    for (const key of months) {
      const [year, month] = key.split('-').map(Number);
      const report = (await call(app, token, 'GET', `/api/billing?year=${year}&month=${month}`)).json().data.data as BillingReport;
      used += cents(report.billing.find((row) => row.domain === 'parceirodigital.com.br')?.amount ?? 0);
    }
    expect(-used).toBe(await ledger('Consumo de parceirodigital.com.br'));

    // R$ 59,90 a month is R$ 2,00 a day (1,9967); what is left lasts whole days at that exact price.
    const forecast = (await call(app, token, 'GET', '/api/billing/forecast')).json().data as CreditForecast;
    expect(forecast.balance).toBe(credits.total);
    expect(forecast.dailyCost).toBe(2);
    expect(forecast.days).toBe(Math.floor(cents(credits.total) / ((5990 / 720) * 24)));
  });
});
