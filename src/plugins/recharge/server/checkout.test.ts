import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const payer = { cpfCnpj: '529.982.247-25', name: 'Maria Pagadora', email: 'maria@exemplo.com.br', phone: '(11) 98765-4321', terms: true };
const app = withTestApp({ perTest: true });

async function makeLink(amount = 40, period = 6) {
  const token = await loginAs(app, DEMO.affiliate);
  const link = (await call(app, token, 'POST', '/api/recharge/link', { amount, period })).json().data;
  return { token, link };
}

describe('/checkout/pay payment links', () => {
  it('lets anyone holding the link pay it without signing in, credits its owner once, and never twice', async () => {
    const { token, link } = await makeLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`/checkout/pay?token=${link.token}`);
    const info = await call(app, null, 'GET', `/api/checkout/${link.token}`);
    expect(info.json().data).toMatchObject({ amount: 40, period: 6, customer: 'Paulo', status: 'open', invoice: null });

    // The link fixes the amount whatever the payer sends.
    const paying = await call(app, null, 'POST', `/api/checkout/${link.token}/pay`, { ...payer, payment: 'PIX', amount: 1, period: 1 });
    expect(paying.statusCode).toBe(200);
    const { invoice, code } = paying.json().data;
    expect(code).toContain('540540.00');
    const second = await call(app, null, 'POST', `/api/checkout/${link.token}/pay`, { ...payer, payment: 'PIX', amount: 40, period: 6 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Já existe um pagamento em andamento para este link.');
    expect((await call(app, null, 'GET', `/api/checkout/${link.token}`)).json().data).toMatchObject({ status: 'pending', invoice: { invoice, method: 'PIX' } });

    const polls = await Promise.all([
      call(app, null, 'POST', `/api/sandbox/checkout/${link.token}/${invoice}/pay`),
      ...Array.from({ length: 5 }, () => call(app, null, 'GET', `/api/checkout/${link.token}/status/${invoice}`)),
    ]);
    expect(polls[0].json().data.status).toBe('Paid');
    expect((await call(app, null, 'GET', `/api/checkout/${link.token}/status/${invoice}`)).json().data.status).toBe('Paid');
    expect((await call(app, token, 'GET', '/api/user/credits')).json().data).toMatchObject({ credit: 120, bonus: 2 });
    const again = await call(app, null, 'POST', `/api/checkout/${link.token}/pay`, { ...payer, payment: 'BOL' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este link já foi pago.');
    expect((await call(app, null, 'GET', `/api/checkout/${link.token}`)).json().data.status).toBe('paid');
  });

  it('checks the token: a wrong or altered one is not found, and an invoice of another link is not reachable', async () => {
    const { link } = await makeLink();
    const { link: other } = await makeLink(10, 1);
    const altered = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    const wrong = await call(app, null, 'GET', `/api/checkout/${altered}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Link de pagamento inválido ou expirado.');
    expect((await call(app, null, 'POST', `/api/checkout/${altered}/pay`, { ...payer, payment: 'PIX' })).statusCode).toBe(404);
    const { invoice, boleto } = (await call(app, null, 'POST', `/api/checkout/${link.token}/pay`, { ...payer, payment: 'BOL' })).json().data;
    expect(boleto.url).toBe(`/api/checkout/${link.token}/boleto/${invoice}`);
    expect((await call(app, null, 'GET', boleto.url)).statusCode).toBe(200);
    expect((await call(app, null, 'GET', `/api/checkout/${other.token}/status/${invoice}`)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', `/api/checkout/${other.token}/boleto/${invoice}`)).statusCode).toBe(404);
    expect((await call(app, null, 'POST', '/api/recharge/link', { amount: 10, period: 1 })).statusCode).toBe(401);
  });

  it('lets the payer try again after a declined card', async () => {
    const { link } = await makeLink(10, 1);
    const card = { ...payer, payment: 'CRD', cardName: 'MARIA', cardExpiration: '12/39', cardCode: '123', installments: 1, fingerprint: 'fp',
      addressZip: '01310-100', addressStreet: 'Av', addressNumber: '1', addressNeighborhood: 'B', addressCity: 'São Paulo', addressState: 'SP' };
    const declined = (await call(app, null, 'POST', `/api/checkout/${link.token}/pay`, { ...card, cardNumber: '4000000000000002' })).json().data;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await call(app, null, 'GET', `/api/checkout/${link.token}/status/${declined.invoice}`)).json().data.status).toBe('Cancelled');
    expect((await call(app, null, 'POST', `/api/checkout/${link.token}/pay`, { ...card, cardNumber: '4111111111111111' })).statusCode).toBe(200);
  });
});
