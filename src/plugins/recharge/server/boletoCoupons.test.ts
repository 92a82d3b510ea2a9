import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { rechargeDb } from './tables';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const payer = { cpfCnpj: '529.982.247-25', name: 'Paulo Parceiro', email: 'afiliado@exemplo.com.br', phone: '(11) 98765-4321', terms: true };
// The bank's clearing notice comes 10 s of sandbox time after payment: 1 s here, so the answer to
// the payment itself is still "Pending" on a busy machine (at 0.01 it once came after 100 ms).
const BOLETO_TIME_SCALE = 0.1;
const soon = { timeout: 5000, interval: 50 };

describe('boleto recharge in the sandbox', () => {
  const app = withTestApp({ perTest: true, timeScale: BOLETO_TIME_SCALE });
  it('answers a valid linha digitável and barcode, pays in the sandbox after the clearing delay, then issues the NFS-e', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    const response = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'BOL', amount: 25, period: 1 }));
    expect(response.statusCode).toBe(200);
    const { invoice, boleto, sandbox } = response.json().data;
    expect(sandbox).toBe(true);
    expect(isValidBoleto(boleto.line)).toBe(true);
    expect(boleto.line.slice(-10)).toBe('0000002500');
    expect(boleto.barcode).toMatch(/^\d{44}$/);
    expect(boleto.url).toBe(`/api/recharge/boleto/${invoice}`);

    const page = await call(app, token, 'GET', boleto.url);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('R$ 25,00');
    expect(page.body).toContain(boleto.line.slice(0, 5));
    expect((await call(app, token, 'GET', `/api/recharge/nfse/${invoice}`)).statusCode).toBe(404);

    const paid = await call(app, token, 'POST', `/api/sandbox/recharge/${invoice}/pay`);
    expect(paid.json().data.status).toBe('Pending');
    expect((await call(app, token, 'POST', `/api/sandbox/recharge/${invoice}/pay`)).statusCode).toBe(409);
    await vi.waitFor(async () => expect((await call(app, token, 'GET', `/api/recharge/status/${invoice}`)).json().data.status).toBe('Paid'), soon);
    expect((await call(app, token, 'GET', '/api/user/credits')).json().data.credit).toBe(80 + 25);

    const history = (await call(app, token, 'GET', '/api/recharge')).json().data;
    expect(history[0]).toMatchObject({ description: 'Recarga via boleto', amount: 25, status: 'Paid', nfse: `/api/recharge/nfse/${invoice}` });
    const nfse = await call(app, token, 'GET', history[0].nfse);
    expect(nfse.statusCode).toBe(200);
    expect(nfse.body).toContain('NFS-e');
    const other = await loginAs(app, DEMO.newcomer);
    expect((await call(app, other, 'GET', history[0].nfse)).statusCode).toBe(404);
    expect((await call(app, other, 'GET', boleto.url)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', history[0].nfse)).statusCode).toBe(401);
  });
});

describe('coupons', () => {
  const app = withTestApp({ perTest: true });
  it('accepts a coupon once per customer, with its bonus, and refuses it the second time', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    const checked = await call(app, token, 'POST', '/api/recharge/coupon', { coupon: ' bemvindo10 ' });
    expect(checked.json().data).toMatchObject({ code: 'BEMVINDO10', bonusPercent: 10 });

    const first = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 100, period: 6, coupon: 'BEMVINDO10' }));
    expect(first.statusCode).toBe(200);
    const { invoice } = first.json().data;
    await call(app, token, 'POST', `/api/sandbox/recharge/${invoice}/pay`);
    // 5% for 6 months plus the coupon's 10%.
    expect((await call(app, token, 'GET', '/api/user/credits')).json().data).toMatchObject({ credit: 180, bonus: 15 });

    const again = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 100, period: 1, coupon: 'bemvindo10' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ coupon: 'Você já utilizou este cupom.' });
    expect((await call(app, token, 'POST', '/api/recharge/coupon', { coupon: 'BEMVINDO10' })).json().errors).toEqual({ coupon: 'Você já utilizou este cupom.' });

    // Another customer still may.
    const other = await loginAs(app, DEMO.owner);
    expect((await call(app, other, 'POST', '/api/recharge/coupon', { coupon: 'BEMVINDO10' })).statusCode).toBe(200);
  });

  it('refuses expired and unknown coupons, and gives a coupon back when its recharge is cancelled', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    expect((await call(app, token, 'POST', '/api/recharge/coupon', { coupon: 'VERAO2024' })).json().errors).toEqual({ coupon: 'Este cupom expirou.' });
    expect((await call(app, token, 'POST', '/api/recharge/coupon', { coupon: 'NAOEXISTE' })).json().errors).toEqual({ coupon: 'Cupom inválido.' });
    expect((await call(app, token, 'POST', '/api/recharge/coupon', { coupon: '' })).json().errors).toEqual({ coupon: 'Informe o cupom.' });
    const refused = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount: 10, period: 1, coupon: 'VERAO2024' }));
    expect(refused.json().errors).toEqual({ coupon: 'Este cupom expirou.' });

    const card = { ...payer, payment: 'CRD', cardNumber: '4000 0000 0000 0002', cardName: 'PAULO', cardExpiration: '12/39', cardCode: '123', installments: 1, fingerprint: 'fp',
      addressZip: '01310-100', addressStreet: 'Av', addressNumber: '1', addressNeighborhood: 'B', addressCity: 'São Paulo', addressState: 'SP' };
    const declined = (await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...card, amount: 10, period: 1, coupon: 'HOSPEDA20' }))).json().data;
    await vi.waitFor(async () => expect((await call(app, token, 'GET', `/api/recharge/status/${declined.invoice}`)).json().data.status).toBe('Cancelled'), soon);
    expect((await call(app, token, 'POST', '/api/recharge/coupon', { coupon: 'HOSPEDA20' })).statusCode).toBe(200);
    expect(await rechargeDb(app.context.db).selectFrom('coupons').select('code').execute()).toHaveLength(3);
  });
});
