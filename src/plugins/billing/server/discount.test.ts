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
 * Hourly prices worked out by hand, in parts of a cent (1/7200: the monthly price in mills, hourlyPrice.ts).
 * A: plan 59,90 + accelerator 15,00 = 74,90; with the discount 53,91 + 15 = 68,91.
 * B: plan 39,90 + daily backup 10,00 = 49,90; with the discount 35,91 + 10 = 45,91; paused 30% of 39,90 = 11,97 + 10 = 21,97.
 * C: paused 30% of 29,90 = 8,97 (never discounted, never counted as an active site).
 * D: plan 19,90; with the discount 17,91.
 * Each hosting's hours are charged in whole cents with the rest carried, so what it has paid after
 * any hours is its exact price summed over them, rounded down to the cent.
 */
const PARTS = {
  a: { full: 74_900, discounted: 68_910 },
  b: { full: 49_900, discounted: 45_910, paused: 21_970 },
  c: 8_970,
  d: { full: 19_900, discounted: 17_910 },
};
/** What a hosting has paid for stretches of [hours, parts per hour], carried from its first hour. */
const paid = (...stretches: [number, number][]) => Math.floor(stretches.reduce((sum, [hours, parts]) => sum + hours * parts, 0) / 7200);

describe('the engine through three simulated months', () => {
  it('charges extras and pauses, gives the discount from the hour a fourth site makes 3 active, and suspends when credits run out', async () => {
    const { db } = app.context;
    const owner = await addCustomer(app, 'desconto@exemplo.com.br', { credit: 30000 });
    const t0 = (await billingNow(db)).getTime();
    const a = await addHosting(app, owner, 'a-desconto.com.br', 'Active', 59.9, new Date(t0));
    const b = await addHosting(app, owner, 'b-desconto.com.br', 'Active', 39.9, new Date(t0));
    const c = await addHosting(app, owner, 'c-desconto.com.br', 'Paused', 29.9, new Date(t0));
    await setAddOn(db, a, 'accelerator', 15);
    await setAddOn(db, b, 'dailyBackup', 10);

    // Month 1: two active sites and a paused one: no discount.
    const t1 = await advance(720);
    const month1Hours = (floorHour(t1) - ceilHour(t0)) / HOUR;
    let balance = 30000 - paid([month1Hours, PARTS.a.full]) - paid([month1Hours, PARTS.b.full]) - paid([month1Hours, PARTS.c]);
    expect(Math.round((await creditBalance(db, owner)).total * 100)).toBe(balance);
    expect((await costStatement(billingDb(db), owner)).discountPercent).toBe(0);

    // Month 2: a fourth site, the third active one, from its first hour on.
    const tD = (await billingNow(db)).getTime();
    const d = await addHosting(app, owner, 'd-desconto.com.br', 'Active', 19.9, new Date(tD));
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
    const month2 = {
      a: [[month1Hours + fullHours, PARTS.a.full], [discountedHours, PARTS.a.discounted]] as [number, number][],
      b: [[month1Hours + fullHours, PARTS.b.full], [discountedHours, PARTS.b.discounted]] as [number, number][],
      c: month1Hours + fullHours + discountedHours,
    };
    balance = 30000 - paid(...month2.a) - paid(...month2.b) - paid([month2.c, PARTS.c]) - paid([discountedHours, PARTS.d.discounted]);
    const credits = await creditBalance(db, owner);
    expect(Math.round(credits.total * 100)).toBe(balance);
    // The estimate uses the discounted prices: 141,70 a month is 4,7233 a day.
    expect(credits.estimate).toBe(Math.floor(balance / 100 / ((141.7 / 720) * 24)));

    // Month 3: B paused, so 2 active sites: the discount ends; the credits run out.
    await db.updateTable('hostings').set({ status: 'Paused' }).where('id', '=', b).execute();
    expect((await costStatement(billingDb(db), owner)).discountPercent).toBe(0);
    await advance(720);
    const statuses = await db.selectFrom('hostings').select('status').where('owner_id', '=', owner).execute();
    expect(statuses.map((h) => h.status)).toEqual(['Suspended', 'Suspended', 'Suspended', 'Suspended']);

    const charges = await billingDb(db).selectFrom('billing_charges').select(['hosting_id', 'amount_cents']).where('user_id', '=', owner).execute();
    const of = (hosting: number) => charges.filter((c) => c.hosting_id === hosting);
    const total = (hosting: number) => of(hosting).reduce((sum, c) => sum + c.amount_cents, 0);
    const paidHours = of(a).length - month1Hours - fullHours - discountedHours;
    expect(paidHours).toBeGreaterThan(0);
    expect(total(a)).toBe(paid(...month2.a, [paidHours, PARTS.a.full]));
    expect(total(b)).toBe(paid(...month2.b, [paidHours, PARTS.b.paused]));
    expect(of(b).length).toBe(of(a).length);
    expect(total(d)).toBe(paid([discountedHours, PARTS.d.discounted], [paidHours, PARTS.d.full]));
    balance = 30000 - total(a) - total(b) - total(c) - total(d);
    expect(Math.round((await creditBalance(db, owner)).total * 100)).toBe(balance);
    // Suspended at the first hour the balance could not pay: less than an hour of the four is left (at most 11 + 4 + 2 + 3 cents).
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBeLessThan(20);
  });
});
