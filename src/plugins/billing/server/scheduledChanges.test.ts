import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../../tests/support/apiApp';
import { endBillingAtNextHour, schedulePriceChange, scheduledDb } from '@server/billing/scheduledChanges';
import { runBilling } from './engine';
import { ceilHour, HOUR_MS } from './hours';
import { billingDb } from './tables';
import { addCustomer, addHosting } from './testData';

const app = withTestApp();
let startedAt: number;

beforeAll(async () => {
  startedAt = Date.parse((await billingDb(app.context.db).selectFrom('billing_state').select('started_at').executeTakeFirstOrThrow()).started_at);
});

const at = (hours: number) => new Date(ceilHour(startedAt) + 2 * HOUR_MS + hours * HOUR_MS);
const charges = (hostingId: number) =>
  billingDb(app.context.db).selectFrom('billing_charges').select(['hour_start', 'amount_cents']).where('hosting_id', '=', hostingId).orderBy('hour_start').execute();

describe('changes the billing takes from the next hour', () => {
  it('bills a plan change made mid-hour at the old price until that hour ends, then at the new one', async () => {
    const user = await addCustomer(app, 'plano-agendado@exemplo.com.br', { credit: 100_000 });
    const hosting = await addHosting(app, user, 'plano-agendado.com.br', 'Active', 72, at(0));
    await runBilling(app.context.db, at(1));
    // At 1:30 the plan becomes R$ 144,00 a month: the hour 1-2 is still R$ 72,00's.
    await schedulePriceChange(app.context.db, hosting, 144, new Date(at(1).getTime() + 30 * 60_000));
    await runBilling(app.context.db, new Date(at(1).getTime() + 45 * 60_000));
    expect((await app.context.db.selectFrom('hostings').select('monthly_price').where('id', '=', hosting).executeTakeFirstOrThrow()).monthly_price).toBe(72);
    await runBilling(app.context.db, new Date(at(4).getTime() + 10 * 60_000));
    expect(await charges(hosting)).toEqual([
      { hour_start: at(0).toISOString(), amount_cents: 10 },
      { hour_start: at(1).toISOString(), amount_cents: 10 },
      { hour_start: at(2).toISOString(), amount_cents: 20 },
      { hour_start: at(3).toISOString(), amount_cents: 20 },
    ]);
    expect((await app.context.db.selectFrom('hostings').select('monthly_price').where('id', '=', hosting).executeTakeFirstOrThrow()).monthly_price).toBe(144);
    expect(await scheduledDb(app.context.db).selectFrom('hosting_price_changes').selectAll().where('hosting_id', '=', hosting).execute()).toEqual([]);
  });

  it('bills a removed hosting through the hour of its removal, never after', async () => {
    const user = await addCustomer(app, 'removida-agendada@exemplo.com.br', { credit: 100_000 });
    const hosting = await addHosting(app, user, 'removida-agendada.com.br', 'Active', 72, at(0));
    await runBilling(app.context.db, at(1));
    const removedAt = new Date(at(2).getTime() + 20 * 60_000);
    await endBillingAtNextHour(app.context.db, hosting, removedAt);
    await app.context.db.deleteFrom('hostings').where('id', '=', hosting).execute();
    await runBilling(app.context.db, at(6));
    expect((await charges(hosting)).map((c) => c.hour_start)).toEqual([0, 1, 2].map((h) => at(h).toISOString()));
    expect(await scheduledDb(app.context.db).selectFrom('hosting_billing_tails').selectAll().where('hosting_id', '=', hosting).execute()).toEqual([]);
  });
});
