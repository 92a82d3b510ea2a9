import { describe, expect, it } from 'vitest';
import { triggerAutoRecharge } from '@server/billing/autoRecharge';
import { runBilling } from '../../billing/server/engine';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { rechargeDb } from './tables';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';

/** Seconds alone; on PostgreSQL beside CI's browser tests one took 40 s. */
const SLOW_BESIDE_BROWSERS = 120_000;

const app = withTestApp({ perTest: true });

const form = (cardNumber: string) => ({
  cardNumber, cardName: 'CARLOS CLIENTE', cardExpiration: '12/39', cardCode: '123', cpfCnpj: '529.982.247-25', name: 'Carlos Cliente',
  email: 'cliente@exemplo.com.br', phone: '(11) 98765-4321', cardAddressZip: '01310-100', cardAddressStreet: 'Avenida Paulista', cardAddressNumber: '1000',
  cardAddressNeighborhood: 'Bela Vista', cardAddressCity: 'São Paulo', cardAddressState: 'SP', terms: true, fingerprint: 'fp-1',
});

const settleDelay = () => new Promise((resolve) => setTimeout(resolve, 80));
const autoInvoices = () => rechargeDb(app.context.db).selectFrom('invoices').selectAll().where('origin', '=', 'auto').execute();
const mails = (subject: string) => app.context.mailer.outbox.filter((m) => m.subject === subject);

/** Moves the development clock until the owner's credits last `days` days, billing every hour on the way. */
async function spendUntil(token: string, days: number) {
  const { estimate } = (await call(app, token, 'GET', '/api/user/credits')).json().data;
  expect(estimate).toBeGreaterThan(days + 1);
  const advanced = await call(app, token, 'POST', '/api/sandbox/clock/advance', { hours: (estimate - days) * 24 });
  expect(advanced.statusCode).toBe(200);
}

describe('auto-recharge', () => {
  it('is turned on only when confirmed with an idempotency key, once for a repeat, and turned off with neither', async () => {
    const token = await loginAs(app, DEMO.owner);
    // Each activation starts a new episode (a new card is tried at once): a repeat must not start another.
    const activations = async () => (await rechargeDb(app.context.db).selectFrom('auto_recharges').select('episode').executeTakeFirst())?.episode ?? 0;
    const enabled = await expectPaidOnce(app, token, 'POST', '/api/recharge/auto', form('4111 1111 1111 1111'), activations);
    expect(enabled.json().data).toMatchObject({ enabled: true, cardLastDigits: '1111' });
    const off = await call(app, token, 'POST', '/api/recharge/auto', { disable: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enabled).toBe(false);
  });

  it('charges the kept card one month of consumption once when the credits reach 7 days, mails it, and re-arms afterwards', async () => {
    const token = await loginAs(app, DEMO.owner);
    const enabled = await call(app, token, 'POST', '/api/recharge/auto', confirmedPayment(form('4111 1111 1111 1111')));
    expect(enabled.statusCode).toBe(200);
    const state = enabled.json().data;
    expect(state).toMatchObject({ enabled: true, paymentMethod: 'credit_card', cardLastDigits: '1111', cardBrand: 'visa', declinedAt: null });
    expect(state.monthly).toBeGreaterThan(0);
    const stored = await rechargeDb(app.context.db).selectFrom('auto_recharges').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');

    await spendUntil(token, 6);
    expect(await autoInvoices()).toHaveLength(1);
    // The same trigger again: the hourly timer, a retry and a second process at once charge nothing more.
    await Promise.all([runBilling(app.context.db), triggerAutoRecharge(app.context.db, new Date()), triggerAutoRecharge(app.context.db, new Date())]);
    await call(app, token, 'POST', '/api/sandbox/clock/advance', { hours: 1 });
    const [invoice] = await autoInvoices();
    expect(await autoInvoices()).toHaveLength(1);
    expect(invoice).toMatchObject({ method: 'CRD', status: 'Pending', amount_cents: Math.ceil(state.monthly * 100), bonus_cents: 0, description: 'Recarga automática via cartão' });

    const before = (await call(app, token, 'GET', '/api/user/credits')).json().data.total;
    await settleDelay();
    await app.context.jobs.tick();
    await call(app, token, 'GET', `/api/recharge/status/${invoice.id}`);
    const after = (await call(app, token, 'GET', '/api/user/credits')).json().data;
    expect(after.total).toBeCloseTo(before + invoice.amount_cents / 100, 2);
    expect(after.estimate).toBeGreaterThan(7);
    expect(mails('Recarga automática realizada')).toHaveLength(1);
    expect(mails('Recarga automática realizada')[0].to).toBe(DEMO.owner);

    // Credits above 7 days again: the next time they fall to 7 days is a new trigger, charged once.
    await call(app, token, 'POST', '/api/sandbox/clock/advance', { hours: 1 });
    expect((await rechargeDb(app.context.db).selectFrom('auto_recharges').select('episode').executeTakeFirstOrThrow()).episode).toBe(2);
    await spendUntil(token, 6);
    expect(await autoInvoices()).toHaveLength(2);
  }, SLOW_BESIDE_BROWSERS);

  it('turns a declined card into an announcement and a mail, without charging it again for the same trigger', async () => {
    const token = await loginAs(app, DEMO.owner);
    await call(app, token, 'POST', '/api/recharge/auto', confirmedPayment(form('4000 0000 0000 0002')));
    await spendUntil(token, 6);
    await settleDelay();
    await app.context.jobs.tick();
    const [invoice] = await autoInvoices();
    expect(invoice.status).toBe('Cancelled');
    const state = (await call(app, token, 'GET', '/api/recharge/auto')).json().data;
    expect(state.enabled).toBe(true);
    expect(Date.parse(state.declinedAt)).not.toBeNaN();
    expect(mails('Recarga automática recusada')).toHaveLength(1);
    await call(app, token, 'POST', '/api/sandbox/clock/advance', { hours: 2 });
    expect(await autoInvoices()).toHaveLength(1);

    // A new card is a new try at once, and clears the announcement.
    const renewed = (await call(app, token, 'POST', '/api/recharge/auto', confirmedPayment(form('5555 5555 5555 4444')))).json().data;
    expect(renewed).toMatchObject({ cardLastDigits: '4444', cardBrand: 'mastercard', declinedAt: null });
    await call(app, token, 'POST', '/api/sandbox/clock/advance', { hours: 1 });
    expect(await autoInvoices()).toHaveLength(2);
  }, SLOW_BESIDE_BROWSERS);

  it('is turned off with disable:true and then never charges; the form errors come under its own fields', async () => {
    const token = await loginAs(app, DEMO.owner);
    await call(app, token, 'POST', '/api/recharge/auto', confirmedPayment(form('4111111111111111')));
    const off = await call(app, token, 'POST', '/api/recharge/auto', { disable: true });
    expect(off.json().data).toMatchObject({ enabled: false, paymentMethod: null, cardLastDigits: null });
    await spendUntil(token, 6);
    expect(await autoInvoices()).toHaveLength(0);

    const bad = await call(app, token, 'POST', '/api/recharge/auto', confirmedPayment({ ...form('4111111111111112'), cardAddressZip: '123', terms: false }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ cardAddressZip: 'CEP inválido.', terms: 'Você precisa aceitar os termos de uso.' });
    const luhn = await call(app, token, 'POST', '/api/recharge/auto', confirmedPayment(form('4111111111111112')));
    expect(luhn.json().errors).toEqual({ cardNumber: 'Número de cartão inválido.' });
    expect((await call(app, null, 'GET', '/api/recharge/auto')).statusCode).toBe(401);
  }, SLOW_BESIDE_BROWSERS);
});
