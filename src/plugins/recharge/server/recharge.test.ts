import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const payer = { cpfCnpj: '529.982.247-25', name: 'Paulo Parceiro', email: 'afiliado@exemplo.com.br', phone: '(11) 98765-4321', terms: true };
const address = { addressZip: '01310-100', addressStreet: 'Avenida Paulista', addressNumber: '1000', addressNeighborhood: 'Bela Vista', addressCity: 'São Paulo', addressState: 'SP' };
const card = (number: string) => ({ ...payer, ...address, payment: 'CRD', cardNumber: number, cardName: 'PAULO PARCEIRO', cardExpiration: '12/39', cardCode: '123', installments: 1, fingerprint: 'fp-1' });

const app = withTestApp({ perTest: true });
let token: string;

beforeEach(async () => {
  token = await loginAs(app, DEMO.affiliate);
});

const credits = async () => (await call(app, token, 'GET', '/api/user/credits')).json().data;
const status = async (invoice: string) => (await call(app, token, 'GET', `/api/recharge/status/${invoice}`)).json().data.status;
const waitForSettlement = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('a recharge is a paid action', () => {
  it('charges the card only when confirmed with an idempotency key, and once for a repeated request', async () => {
    const user = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.affiliate).executeTakeFirstOrThrow();
    const invoices = async () => (await app.context.db.withTables<{ invoices: { id: string; user_id: number } }>().selectFrom('invoices').select('id').where('user_id', '=', user.id).execute()).length;
    const charged = await expectPaidOnce(app, token, 'POST', '/api/recharge', { ...card('4111111111111111'), amount: 50, period: 1 }, invoices);
    expect(charged.json().data.invoice).toEqual(expect.any(String));
  });
});

describe('PIX recharge in the sandbox', () => {
  it('answers a valid BR Code with its QR code, pending until the sandbox pays it', async () => {
    const response = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 341.4, period: 6 }));
    expect(response.statusCode).toBe(200);
    const { invoice, code, qrcode, expiration, sandbox } = response.json().data;
    expect(isValidPixPayload(code)).toBe(true);
    expect(code).toContain('5406341.40');
    expect(qrcode).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(expiration)).toBeGreaterThan(Date.now());
    expect(sandbox).toBe(true);
    expect(await status(invoice)).toBe('Pending');

    const paid = await call(app, token, 'POST', `/api/sandbox/recharge/${invoice}/pay`);
    expect(paid.json().data.status).toBe('Paid');
    expect(await status(invoice)).toBe('Paid');
    expect(await credits()).toMatchObject({ credit: 80 + 341.4, bonus: 17.07 });
  });

  it('credits a paid invoice exactly once however many polls race', async () => {
    const { invoice } = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 100, period: 36 }))).json().data;
    await call(app, token, 'POST', `/api/sandbox/recharge/${invoice}/pay`);
    const polls = await Promise.all(Array.from({ length: 20 }, () => status(invoice)));
    expect(new Set(polls)).toEqual(new Set(['Paid']));
    const again = await call(app, token, 'POST', `/api/sandbox/recharge/${invoice}/pay`);
    expect(again.statusCode).toBe(409);
    const rows = await app.context.db.selectFrom('credit_ledger').select(['kind', 'amount_cents']).where('invoice_id', '=', invoice).orderBy('kind').execute();
    expect(rows).toEqual([{ kind: 'bonus', amount_cents: 3000 }, { kind: 'credit', amount_cents: 10000 }]);
  });

  it('a card invoice polled concurrently as it settles is credited once', async () => {
    const { invoice } = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...card('4111111111111111'), amount: 50, period: 12 }))).json().data;
    await waitForSettlement();
    const polls = await Promise.all(Array.from({ length: 20 }, () => status(invoice)));
    expect(polls.every((s) => s === 'Paid')).toBe(true);
    const rows = await app.context.db.selectFrom('credit_ledger').selectAll().where('invoice_id', '=', invoice).execute();
    expect(rows).toHaveLength(2);
    expect(await credits()).toMatchObject({ total: 80 + 50 + 5 });
  });

  it('settles through the gateway notice even when nobody polls: cards are credited, PIX charges expire', async () => {
    const { invoice: cardInvoice } = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...card('5555555555554444'), amount: 40, period: 6 }))).json().data;
    const { invoice: pixInvoice } = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 40, period: 6 }))).json().data;
    await waitForSettlement();
    await app.context.jobs.tick();
    const statuses = await app.context.db.withTables<{ invoices: { id: string; status: string } }>().selectFrom('invoices').select(['id', 'status']).execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [cardInvoice]: 'Paid', [pixInvoice]: 'Pending' });
    expect((await credits()).total).toBe(80 + 40 + 2);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30 * 60_000 * 0.01);
      await app.context.jobs.tick();
      const expired = await app.context.db.withTables<{ invoices: { id: string; status: string } }>().selectFrom('invoices').select('status').where('id', '=', pixInvoice).executeTakeFirstOrThrow();
      expect(expired.status).toBe('Cancelled');
      expect((await call(app, token, 'POST', `/api/sandbox/recharge/${pixInvoice}/pay`)).statusCode).toBe(409);
    } finally {
      vi.useRealTimers();
    }
  });

  it("another user's invoice is not found", async () => {
    const { invoice } = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 10, period: 1 }))).json().data;
    const other = await loginAs(app, DEMO.newcomer);
    expect((await call(app, other, 'GET', `/api/recharge/status/${invoice}`)).statusCode).toBe(404);
    expect((await call(app, other, 'POST', `/api/sandbox/recharge/${invoice}/pay`)).statusCode).toBe(404);
  });
});

describe('card recharge in the sandbox', () => {
  it('validates the card then approves, declines or keeps pending by test number', async () => {
    const validated = await call(app, token, 'POST', '/api/recharge/validate-card', { ...card('4111111111111111'), amount: 50, period: 1 });
    expect(validated.json().data).toMatchObject({ valid: true, brand: 'visa' });
    const outcomes: Record<string, string> = {};
    for (const number of ['4111111111111111', '4000000000000002', '4000000000000127']) {
      const { invoice } = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...card(number), amount: 50, period: 1 }))).json().data;
      outcomes[number] = invoice;
    }
    await waitForSettlement();
    expect(await status(outcomes['4111111111111111'])).toBe('Paid');
    expect(await status(outcomes['4000000000000002'])).toBe('Cancelled');
    expect(await status(outcomes['4000000000000127'])).toBe('Pending');
    expect((await credits()).total).toBe(130);
  });

  it('refuses a number that fails the Luhn check, per field', async () => {
    const response = await call(app, token, 'POST', '/api/recharge/validate-card', { ...card('4111111111111112'), amount: 50, period: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ cardNumber: 'Número de cartão inválido.' });
  });

  it('answers bad payloads with 422 per field in Portuguese, never 500', async () => {
    const response = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ payment: 'CRD', cpfCnpj: '111.111.111-11', terms: false, amount: 'x', period: 5, cardExpiration: '13/20' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      cpfCnpj: 'CPF ou CNPJ inválido.',
      terms: 'Você precisa aceitar os termos de uso.',
      period: 'Período inválido.',
      cardNumber: 'O número do cartão deve ter 16 dígitos.',
      cardExpiration: 'Validade inválida.',
    });
    expect((await call(app, token, 'POST', '/api/recharge', 'not json')).statusCode).toBeLessThan(500);
  });

  it('simulates installments: 3 without interest, then with', async () => {
    const response = await call(app, token, 'POST', '/api/recharge/simulate', { amount: 300, cardBin: '411111', maxInstallments: 6 });
    const { installments } = response.json().data;
    expect(Object.keys(installments)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(installments['3']).toBe(100);
    expect(installments['4'] * 4).toBeGreaterThan(300);
  });

  it('gives a fingerprint identifier, and needs a session for everything', async () => {
    expect((await call(app, token, 'GET', '/api/recharge/fingerprint')).json().data.identifier).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(app, null, 'POST', '/api/recharge', confirmedPayment({}))).statusCode).toBe(401);
  });
});
