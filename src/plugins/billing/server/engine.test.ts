import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../../tests/support/apiApp';
import { ledgerBalance } from '@server/billing/credits';
import { runBilling, suspensionHour } from './engine';
import { ceilHour, HOUR_MS, hourlyCents } from './hours';
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

describe('the price of an hour', () => {
  it('is monthly / 720 in cents rounded half up, 30% when paused, nothing otherwise', () => {
    expect(hourlyCents('Active', 72)).toBe(10);
    expect(hourlyCents('Active', 59.9)).toBe(8);
    expect(hourlyCents('Active', 39.9)).toBe(6);
    expect(hourlyCents('Active', 3.6)).toBe(1);
    expect(hourlyCents('Paused', 72)).toBe(3);
    expect(hourlyCents('Paused', 29.9)).toBe(1);
    for (const status of ['Pending', 'Suspended', 'Restoring']) expect(hourlyCents(status, 72)).toBe(0);
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
  const hosting = (start: number, cents = 10) => ({ start, cents });
  const h = (n: number) => n * HOUR_MS;

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
