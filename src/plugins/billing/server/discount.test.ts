import { describe, expect, it } from 'vitest';
import { setAddOn } from '@server/billing/addOns';
import { billingNow } from '@server/billing/clock';
import { creditBalance } from '@server/billing/credits';
import { call, withTestApp } from '../../../../tests/support/apiApp';
import { costStatement } from './reports';
import { billingDb } from './tables';
import { addCustomer, addHosting } from './testData';

const app = withTestApp();
const HOUR = 3_600_000;
const floorHour = (ms: number) => Math.floor(ms / HOUR) * HOUR;
const ceilHour = (ms: number) => Math.ceil(ms / HOUR) * HOUR;

async function advance(hours: number): Promise<number> {
  const response = await call(app, null, 'POST', '/api/sandbox/clock/advance', { hours });
  expect(response.statusCode, response.body).toBe(200);
  return Date.parse(response.json().data.now);
}

/*
 * Hourly prices worked out by hand: monthly / 720 in cents, rounded half up.
 * A: plan 59,90 + accelerator 15,00 = 74,90 -> 10,40 -> 10; with the discount 53,91 + 15 = 68,91 -> 9,57 -> 10.
 * B: plan 39,90 + daily backup 10,00 = 49,90 -> 6,93 -> 7; with the discount 35,91 + 10 = 45,91 -> 6,38 -> 6;
 *    paused 30% of 39,90 = 11,97 + 10 = 21,97 -> 3,05 -> 3.
 * C: paused 30% of 29,90 = 8,97 -> 1,25 -> 1 (never discounted, never counted as an active site).
 * D: plan 19,90 -> 2,76 -> 3; with the discount 17,91 -> 2,49 -> 2.
 */
const CENTS = {
  month1: 10 + 7 + 1,
  month2Full: 10 + 7 + 1,
  month2Discounted: 10 + 6 + 1 + 2,
  month3: 10 + 3 + 1 + 3,
};

describe('the engine through three simulated months', () => {
  it('charges extras and pauses, gives the discount from the hour a fourth site makes 3 active, and suspends when credits run out', async () => {
    const { db } = app.context;
    const owner = await addCustomer(app, 'desconto@exemplo.com.br', { credit: 30000 });
    const t0 = (await billingNow(db)).getTime();
    const a = await addHosting(app, owner, 'a-desconto.com.br', 'Active', 59.9, new Date(t0));
    const b = await addHosting(app, owner, 'b-desconto.com.br', 'Active', 39.9, new Date(t0));
    await addHosting(app, owner, 'c-desconto.com.br', 'Paused', 29.9, new Date(t0));
    await setAddOn(db, a, 'accelerator', 15);
    await setAddOn(db, b, 'dailyBackup', 10);

    // Month 1: two active sites and a paused one: no discount.
    const t1 = await advance(720);
    const month1Hours = (floorHour(t1) - ceilHour(t0)) / HOUR;
    let balance = 30000 - month1Hours * CENTS.month1;
    expect(Math.round((await creditBalance(db, owner)).total * 100)).toBe(balance);
    expect((await costStatement(billingDb(db), owner)).discountPercent).toBe(0);

    // Month 2: a fourth site, the third active one, from its first hour on.
    const tD = (await billingNow(db)).getTime();
    await addHosting(app, owner, 'd-desconto.com.br', 'Active', 19.9, new Date(tD));
    const cost = await costStatement(billingDb(db), owner);
    expect(cost).toEqual({
      activeSites: 3,
      discountPercent: 10,
      items: [
        { domain: 'a-desconto.com.br', monthly: 68.91, monthlyNoAddons: 53.91, accelerator: 15, balancer: 0, dailyBackup: 0, discount: 5.99, isPaused: false },
        { domain: 'b-desconto.com.br', monthly: 45.91, monthlyNoAddons: 35.91, accelerator: 0, balancer: 0, dailyBackup: 10, discount: 3.99, isPaused: false },
        { domain: 'c-desconto.com.br', monthly: 8.97, monthlyNoAddons: 8.97, accelerator: 0, balancer: 0, dailyBackup: 0, discount: 0, isPaused: true },
        { domain: 'd-desconto.com.br', monthly: 17.91, monthlyNoAddons: 17.91, accelerator: 0, balancer: 0, dailyBackup: 0, discount: 1.99, isPaused: false },
      ],
      total: 141.7,
    });
    const t2 = await advance(720);
    const fullHours = (ceilHour(tD) - floorHour(t1)) / HOUR;
    const discountedHours = (floorHour(t2) - ceilHour(tD)) / HOUR;
    balance -= fullHours * CENTS.month2Full + discountedHours * CENTS.month2Discounted;
    const credits = await creditBalance(db, owner);
    expect(Math.round(credits.total * 100)).toBe(balance);
    // The estimate uses the discounted prices: 141,70 a month is 4,7233 a day.
    expect(credits.estimate).toBe(Math.floor(balance / 100 / ((141.7 / 720) * 24)));

    // Month 3: B paused, so 2 active sites: the discount ends; the credits run out.
    await db.updateTable('hostings').set({ status: 'Paused' }).where('id', '=', b).execute();
    expect((await costStatement(billingDb(db), owner)).discountPercent).toBe(0);
    await advance(720);
    const paidHours = Math.floor(balance / CENTS.month3);
    balance -= paidHours * CENTS.month3;
    expect(balance).toBeLessThan(CENTS.month3);
    expect(Math.round((await creditBalance(db, owner)).total * 100)).toBe(balance);
    const statuses = await db.selectFrom('hostings').select('status').where('owner_id', '=', owner).execute();
    expect(statuses.map((h) => h.status)).toEqual(['Suspended', 'Suspended', 'Suspended', 'Suspended']);

    const charges = await billingDb(db).selectFrom('billing_charges').select(['hosting_id', 'amount_cents']).where('user_id', '=', owner).execute();
    const ofA = charges.filter((c) => c.hosting_id === a);
    expect(ofA.length).toBe(month1Hours + fullHours + discountedHours + paidHours);
    const ofB = charges.filter((c) => c.hosting_id === b).map((c) => c.amount_cents);
    expect(ofB.filter((c) => c === 7).length).toBe(month1Hours + fullHours);
    expect(ofB.filter((c) => c === 6).length).toBe(discountedHours);
    expect(ofB.filter((c) => c === 3).length).toBe(paidHours);
  });
});
