import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { BILLING_TEXTS, HISTORY_LIMIT, type BillingReport, type CostReport, type RechargeRecord } from '../contract';
import { monthKey, monthRange } from './months';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp();
let owner: string;
let guest: string;
let affiliate: string;

beforeAll(async () => {
  [owner, guest, affiliate] = await Promise.all([loginAs(app, DEMO.owner), loginAs(app, DEMO.guest), loginAs(app, DEMO.affiliate)]);
});

/** The calendar month `back` months before this one, in Brasília time as the API counts it. */
function month(back: number): { year: number; month: number } {
  const [year, m] = monthKey(Date.now()).split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 - back, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}
async function billing(token: string, back: number): Promise<BillingReport> {
  const { year, month: m } = month(back);
  const response = await call(app, token, 'GET', `/api/billing?year=${year}&month=${m}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.data;
}
const history = async (token: string) => (await call(app, token, 'GET', '/api/recharge')).json().data as RechargeRecord[];
const cents = (value: number) => Math.round(value * 100);

describe('GET /billing', () => {
  it('needs a session', async () => {
    expect((await call(app, null, 'GET', '/api/billing?year=2026&month=1')).statusCode).toBe(401);
  });

  it('answers data.data.billing by domain with the total, for the demo owner\'s seeded months', async () => {
    const current = await billing(owner, 0);
    expect(current.billing.map((b) => b.domain)).toEqual(['antigo.com.br', 'blogdaana.com.br', 'lojadaana.com.br']);
    expect(cents(current.total)).toBe(current.billing.reduce((sum, b) => sum + cents(b.amount), 0));
    const previous = month(1);
    const full = await billing(owner, 1);
    // A whole month at monthly / 720 an hour, each hosting's cents within one of its exact price.
    const [from, to] = monthRange(previous.year, previous.month);
    const hours = (to.getTime() - from.getTime()) / 3_600_000;
    const monthly = { 'antigo.com.br': 29.9 * 0.3, 'blogdaana.com.br': 39.9, 'lojadaana.com.br': 59.9 };
    for (const [domain, price] of Object.entries(monthly)) {
      const amount = full.billing.find((b) => b.domain === domain)?.amount ?? 0;
      expect(Math.abs(cents(amount) - (price * 100 * hours) / 720), domain).toBeLessThan(1);
    }
  });

  it('is empty before the history and for users with nothing charged', async () => {
    expect(await billing(owner, 4)).toEqual({ billing: [], total: 0 });
    expect(await billing(guest, 0)).toEqual({ billing: [], total: 0 });
    expect(await billing(affiliate, 1)).toEqual({ billing: [], total: 0 });
  });

  it('answers 422 with one pt-BR message per field', async () => {
    for (const query of ['', '?year=abc&month=13', '?year=2026.5&month=0', '?year=2026&month=1.5']) {
      const response = await call(app, owner, 'GET', `/api/billing${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.values(response.json().errors).every((m) => m === BILLING_TEXTS.year || m === BILLING_TEXTS.month), query).toBe(true);
    }
    expect((await call(app, owner, 'GET', '/api/billing?year=abc&month=13')).json().errors).toEqual({ year: BILLING_TEXTS.year, month: BILLING_TEXTS.month });
    expect((await call(app, owner, 'GET', '/api/billing?year=2026&month=12')).statusCode).toBe(200);
  });
});

describe('the demo history', () => {
  it('is paid by recharges of the same amount, so the balance stays R$ 150,00', async () => {
    const credits = (await call(app, owner, 'GET', '/api/user/credits')).json().data;
    expect(credits).toMatchObject({ total: 150, credit: 120, bonus: 30 });
    const months = await Promise.all([0, 1, 2, 3].map((back) => billing(owner, back)));
    const consumed = months.reduce((sum, m) => sum + cents(m.total), 0);
    const recharged = (await history(owner)).filter((r) => r.description === 'Recarga via PIX').reduce((sum, r) => sum + cents(r.amount), 0);
    expect(recharged - 12000).toBe(consumed);
  });
});

describe('GET /billing/cost', () => {
  it('answers data.data.items of the owner\'s hostings, a paused one at 30% and flagged', async () => {
    const response = await call(app, owner, 'GET', '/api/billing/cost');
    const cost: CostReport = response.json().data.data;
    expect(cost.items).toEqual([
      { domain: 'antigo.com.br', monthly: 8.97, monthlyNoAddons: 8.97, accelerator: 0, balancer: 0, dailyBackup: 0, discount: 0, isPaused: true },
      { domain: 'blogdaana.com.br', monthly: 39.9, monthlyNoAddons: 39.9, accelerator: 0, balancer: 0, dailyBackup: 0, discount: 0, isPaused: false },
      { domain: 'lojadaana.com.br', monthly: 59.9, monthlyNoAddons: 59.9, accelerator: 0, balancer: 0, dailyBackup: 0, discount: 0, isPaused: false },
    ]);
    expect(cost.total).toBe(108.77);
    expect(cost).toMatchObject({ activeSites: 2, discountPercent: 0 });
  });

  it('leaves out hostings the user is only a guest of', async () => {
    expect((await call(app, guest, 'GET', '/api/billing/cost')).json().data.data).toEqual({ items: [], total: 0, activeSites: 0, discountPercent: 0 });
    expect((await call(app, null, 'GET', '/api/billing/cost')).statusCode).toBe(401);
  });
});

describe('GET /recharge', () => {
  it('lists the paid recharges newest first, never the consumption', async () => {
    const records = await history(owner);
    expect(records.length).toBeGreaterThanOrEqual(4);
    expect(records.every((r) => r.status === 'Paid' && r.amount > 0 && r.nfse === null)).toBe(true);
    expect(records.map((r) => r.date)).toEqual([...records.map((r) => r.date)].sort().reverse());
    expect(records).toContainEqual(expect.objectContaining({ description: 'Recarga via PIX', amount: 120 }));
  });

  it('adds the invoices still waiting for payment', async () => {
    const payer = { cpfCnpj: '529.982.247-25', name: 'Paulo Parceiro', email: 'afiliado@exemplo.com.br', phone: '(11) 98765-4321', terms: true };
    expect((await call(app, affiliate, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 50, period: 1 }))).statusCode).toBe(200);
    const [latest, ...rest] = await history(affiliate);
    expect(latest).toMatchObject({ description: 'Recarga via PIX', amount: 50, status: 'Pending', nfse: null });
    expect(rest).toEqual([expect.objectContaining({ description: 'Recarga via cartão', amount: 80, status: 'Paid' })]);
    expect(await history(guest)).toEqual([]);
  });

  it(`keeps the latest ${HISTORY_LIMIT}`, async () => {
    const { id } = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.newcomer).executeTakeFirstOrThrow();
    const rows = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => ({ user_id: id, kind: 'credit' as const, amount_cents: 1000 + i, description: `Recarga ${i}`, invoice_id: null, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }));
    await app.context.db.insertInto('credit_ledger').values(rows).execute();
    const records = await history(await loginAs(app, DEMO.newcomer));
    expect(records).toHaveLength(HISTORY_LIMIT);
    expect(records[0]).toMatchObject({ description: `Recarga ${HISTORY_LIMIT + 4}`, amount: (1000 + HISTORY_LIMIT + 4) / 100 });
  });
});
