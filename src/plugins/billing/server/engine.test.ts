import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../../tests/support/apiApp';
import { ledgerBalance } from '@server/billing/credits';
import { PARTS_PER_CENT } from '@server/billing/hourlyPrice';
import { planAccount, runBilling, type ChargedHosting } from './engine';
import { ceilHour, chargeHour, HOUR_MS, hourlyParts } from './hours';
import { billingDb } from './tables';
import { addCustomer, addHosting } from './testData';

const app = withTestApp();
let startedAt: number;

beforeAll(async () => {
  startedAt = Date.parse((await billingDb(app.context.db).selectFrom('billing_state').select('started_at').executeTakeFirstOrThrow()).started_at);
});

/** An hour boundary safely after the first run, so a hosting created then is billed from then. */
const base = () => ceilHour(startedAt) + 2 * HOUR_MS;
const at = (hours: number) => new Date(base() + hours * HOUR_MS);
let next = 0;
const domain = (name: string) => `${name}-${(next += 1)}.com.br`;

const charges = (hostingId: number) =>
  billingDb(app.context.db).selectFrom('billing_charges').select(['hour_start', 'amount_cents']).where('hosting_id', '=', hostingId).orderBy('hour_start').execute();
const ledger = (userId: number) =>
  app.context.db.selectFrom('credit_ledger').select(['kind', 'amount_cents', 'description']).where('user_id', '=', userId).where('amount_cents', '<', 0).orderBy('id').execute();

/** The cents of `hours` consecutive hours at one price, from a fresh carry. */
function centsOfHours(parts: number, hours: number): number[] {
  const cents: number[] = [];
  let carry = 0;
  for (let i = 0; i < hours; i++) {
    const hour = chargeHour(carry, parts);
    carry = hour.carry;
    cents.push(hour.cents);
  }
  return cents;
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the price of an hour', () => {
  it('is monthly / 720 exactly, 30% when paused, nothing otherwise', () => {
    expect(hourlyParts('Active', 72) / PARTS_PER_CENT).toBe(10);
    expect(hourlyParts('Active', 59.9) / PARTS_PER_CENT).toBeCloseTo(8.3194, 4);
    expect(hourlyParts('Paused', 72) / PARTS_PER_CENT).toBe(3);
    expect(hourlyParts('Paused', 29.9) / PARTS_PER_CENT).toBeCloseTo(1.2458, 4);
    for (const status of ['Pending', 'Suspended', 'Restoring']) expect(hourlyParts(status, 72)).toBe(0);
  });

  it('is charged in whole cents with the rest carried, so 720 hours make the monthly price to the cent', () => {
    expect(centsOfHours(hourlyParts('Active', 59.9), 6)).toEqual([8, 8, 8, 9, 8, 8]);
    expect(sum(centsOfHours(hourlyParts('Active', 59.9), 720))).toBe(5990);
    expect(sum(centsOfHours(hourlyParts('Paused', 59.9), 720))).toBe(1797);
    expect(sum(centsOfHours(hourlyParts('Paused', 29.95), 720))).toBe(898);
    expect(sum(centsOfHours(hourlyParts('Active', 3.6), 720))).toBe(360);
    // Never ahead of the exact price, never a cent behind it.
    const exact = hourlyParts('Active', 39.9) / PARTS_PER_CENT;
    for (const hours of [1, 7, 100, 719]) expect(exact * hours - sum(centsOfHours(hourlyParts('Active', 39.9), hours))).toBeGreaterThanOrEqual(0);
    for (const hours of [1, 7, 100, 719]) expect(exact * hours - sum(centsOfHours(hourlyParts('Active', 39.9), hours))).toBeLessThan(1);
  });
});

describe('the billing engine', () => {
  it('charges nothing during the first hour of a fresh database, the demo hostings included', async () => {
    const count = async () => (await billingDb(app.context.db).selectFrom('billing_charges').select('id').execute()).length;
    const seeded = await count();
    expect(await runBilling(app.context.db, new Date(startedAt + HOUR_MS - 1))).toEqual({ hours: 0, cents: 0 });
    expect(await count()).toBe(seeded);
  });

  it('charges each completed hour once, however often it runs', async () => {
    const user = await addCustomer(app, 'horas@exemplo.com.br', { credit: 10_000 });
    const name = domain('horas');
    const hosting = await addHosting(app, user, name, 'Active', 72, at(0));

    await runBilling(app.context.db, new Date(at(3).getTime() + 30 * 60_000));
    await runBilling(app.context.db, new Date(at(3).getTime() + 45 * 60_000));
    expect(await charges(hosting)).toEqual([0, 1, 2].map((h) => ({ hour_start: at(h).toISOString(), amount_cents: 10 })));

    // Even with its cursor lost, the unique (hosting, hour) key keeps the same hours from a second charge.
    await billingDb(app.context.db).deleteFrom('billing_cursors').where('hosting_id', '=', hosting).execute();
    await runBilling(app.context.db, at(4));
    expect((await charges(hosting)).map((c) => c.hour_start)).toEqual([0, 1, 2, 3].map((h) => at(h).toISOString()));
    expect(await ledger(user)).toEqual([
      { kind: 'credit', amount_cents: -30, description: `Consumo de ${name}` },
      { kind: 'credit', amount_cents: -10, description: `Consumo de ${name}` },
    ]);
  });

  it('charges a paused hosting 30% of its plan', async () => {
    const user = await addCustomer(app, 'pausa@exemplo.com.br', { credit: 10_000 });
    const hosting = await addHosting(app, user, domain('pausa'), 'Paused', 72, at(0));
    await runBilling(app.context.db, at(2));
    expect((await charges(hosting)).map((c) => c.amount_cents)).toEqual([3, 3]);
    expect(await ledgerBalance(app.context.db, user)).toEqual({ credit: 99.94, bonus: 0 });
  });

  it('charges nothing while Pending, and does not back-bill those hours once Active', async () => {
    const user = await addCustomer(app, 'pendente@exemplo.com.br', { credit: 10_000 });
    const hosting = await addHosting(app, user, domain('pendente'), 'Pending', 72, at(0));
    await runBilling(app.context.db, at(3));
    expect(await charges(hosting)).toEqual([]);

    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', hosting).execute();
    await runBilling(app.context.db, at(5));
    expect((await charges(hosting)).map((c) => c.hour_start)).toEqual([at(3).toISOString(), at(4).toISOString()]);
  });

  it('debits the bonus once the credit runs out, and suspends the account when the balance cannot pay the next hour', async () => {
    const user = await addCustomer(app, 'bonus@exemplo.com.br', { credit: 25, bonus: 20 });
    const hosting = await addHosting(app, user, domain('bonus'), 'Active', 72, at(0));

    await runBilling(app.context.db, at(3));
    expect((await ledger(user)).map(({ kind, amount_cents }) => ({ kind, amount_cents }))).toEqual([
      { kind: 'credit', amount_cents: -25 },
      { kind: 'bonus', amount_cents: -5 },
    ]);
    expect(await ledgerBalance(app.context.db, user)).toEqual({ credit: 0, bonus: 0.15 });

    // Hour 3 is paid (R$ 0,10 of 0,15); hour 4 cannot be: no debt, the hosting is suspended and hour 4 is never charged.
    await runBilling(app.context.db, at(6));
    expect(await ledgerBalance(app.context.db, user)).toEqual({ credit: 0, bonus: 0.05 });
    expect((await charges(hosting)).map((c) => c.hour_start)).toEqual([0, 1, 2, 3].map((h) => at(h).toISOString()));
    const { status } = await app.context.db.selectFrom('hostings').select('status').where('id', '=', hosting).executeTakeFirstOrThrow();
    expect(status).toBe('Suspended');
  });

  it('never bills a hosting for the time before the first run', async () => {
    const user = await addCustomer(app, 'antiga@exemplo.com.br', { credit: 10_000 });
    const hosting = await addHosting(app, user, domain('antiga'), 'Active', 72, new Date('2020-01-01T00:00:00Z'));
    await runBilling(app.context.db, new Date(ceilHour(startedAt) + HOUR_MS));
    expect((await charges(hosting)).map((c) => c.hour_start)).toEqual([new Date(ceilHour(startedAt)).toISOString()]);
  });
});

describe('when the account stops', () => {
  let ids = 0;
  const hosting = (start: number, cents = 10): ChargedHosting => ({ id: (ids += 1), start, parts: cents * PARTS_PER_CENT });
  const h = (n: number) => n * HOUR_MS;
  const suspensionHour = (hostings: ChargedHosting[], balance: number, until: number, coveredUntil: number | null) => planAccount(hostings, new Map(), balance, until, coveredUntil).suspendAt;

  it('is the first hour the balance cannot pay, the hour starting now included', () => {
    expect(suspensionHour([hosting(0)], 45, h(3), null)).toBeNull();
    expect(suspensionHour([hosting(0)], 45, h(4), null)).toBe(h(4));
    expect(suspensionHour([hosting(0)], 45, h(10), null)).toBe(h(4));
    expect(suspensionHour([hosting(0), hosting(h(2))], 45, h(10), null)).toBe(h(3));
    expect(suspensionHour([hosting(0)], -5, h(1), null)).toBe(0);
  });

  it('is after the emergency credit ends, whatever the balance until then', () => {
    expect(suspensionHour([hosting(0)], 0, h(5), h(72))).toBeNull();
    expect(suspensionHour([hosting(0)], 0, h(100), h(71.5))).toBe(h(72));
  });
});

describe('the hours of an account', () => {
  it('charges each hosting its exact price with its own carry, and stops at the first hour whose cents it cannot pay', () => {
    const pro = { id: 1, start: 0, parts: hourlyParts('Active', 59.9) };
    const plan = planAccount([pro], new Map([[1, 7000]]), 100, 3 * HOUR_MS, null);
    // 7000 + 59900 parts: 9 cents, then the carry of 1300 parts makes 8 and 8.
    expect(plan.charges.get(1)?.map((c) => c.cents)).toEqual([9, 8, 8]);
    expect(plan.carries.get(1)).toBe((7000 + 3 * 59_900) % PARTS_PER_CENT);
    expect(plan.suspendAt).toBeNull();
    expect(planAccount([pro], new Map([[1, 7000]]), 16, 3 * HOUR_MS, null).suspendAt).toBe(HOUR_MS);
  });
});
