import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { FORECAST_TEXTS, type CreditForecast } from '../contract';

const app = withTestApp();

describe('GET /billing/forecast', () => {
  it('answers the days the balance lasts, and with a recharge and its period bonus, at the engine\'s hourly prices', async () => {
    const token = await loginAs(app, DEMO.owner);
    // By hand: antigo paused 30% of 29,90 = 8,97; blogdaana 39,90; lojadaana 59,90: R$ 108,77 a month,
    // R$ 3,6257 a day (shown R$ 3,63), so R$ 150,00 lasts 41 days.
    const now = (await call(app, token, 'GET', '/api/billing/forecast')).json().data as CreditForecast;
    expect(now).toEqual({ balance: 150, dailyCost: 3.63, days: 41, recharge: null });

    const withRecharge = (await call(app, token, 'GET', '/api/billing/forecast?amount=100&period=12')).json().data as CreditForecast;
    // R$ 100,00 for 12 months earns 10% bonus: R$ 260,00 lasts 260 / 3,6257 = 71 days.
    expect(withRecharge.recharge).toEqual({ amount: 100, period: 12, bonusPercent: 10, bonus: 10, balance: 260, days: 71 });
    const single = (await call(app, token, 'GET', '/api/billing/forecast?amount=36')).json().data as CreditForecast;
    expect(single.recharge).toMatchObject({ period: 1, bonus: 0, balance: 186, days: 51 });
  });

  it('answers no days for an account with nothing to charge, and refuses a bad amount or period under its field', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', '/api/billing/forecast?amount=10')).json().data).toMatchObject({ days: null, recharge: { days: null } });
    const bad = await call(app, guest, 'GET', '/api/billing/forecast?amount=0&period=7');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ amount: FORECAST_TEXTS.amount, period: FORECAST_TEXTS.period });
    expect((await call(app, null, 'GET', '/api/billing/forecast')).statusCode).toBe(401);
  });
});
