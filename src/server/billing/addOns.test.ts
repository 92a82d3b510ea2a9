import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, call, withTestApp } from '../../../tests/support/apiApp';
import { addOnsOf, setAddOn } from './addOns';
import { hourlyExactCents } from './hourlyPrice';

const app = withTestApp({ perTest: true });

describe('hosting add-ons', () => {
  it('adds an extra to the hourly cost while active or paused, never while suspended', () => {
    expect(hourlyExactCents('Active', 72, 7.2)).toBe(11);
    expect(hourlyExactCents('Paused', 72, 7.2)).toBe(4);
    expect(hourlyExactCents('Suspended', 72, 7.2)).toBe(0);
  });

  it('keeps the hosting’s extras sum in step and shortens the days of credit left', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const daysLeft = async () => (await call(app, owner, 'GET', '/api/user/credits')).json().data.estimate as number;
    const before = await daysLeft();
    const { id } = await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow();
    await setAddOn(app.context.db, id, 'dailyBackup', 10);
    await setAddOn(app.context.db, id, 'balancer', 500);
    expect(await addOnsOf(app.context.db, id)).toEqual({ dailyBackup: 10, balancer: 500 });
    expect(await daysLeft()).toBeLessThan(before);
    await setAddOn(app.context.db, id, 'balancer', null);
    const row = await app.context.db.selectFrom('hostings').select('addons_monthly_price').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.addons_monthly_price).toBe(10);
  });
});
