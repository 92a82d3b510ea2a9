import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import type { CreditForecast } from '../contract';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp({ perTest: true });

const payer = { cpfCnpj: '529.982.247-25', name: 'Cliente de Teste', email: 'pagador@exemplo.com.br', phone: '(11) 98765-4321', terms: true };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LOW = 'Seus créditos estão acabando';
const SUSPENDED = 'Suas hospedagens foram suspensas por falta de créditos';
const REACTIVATED = 'Suas hospedagens foram reativadas';

async function advance(hours: number) {
  const response = await call(app, null, 'POST', '/api/sandbox/clock/advance', { hours });
  expect(response.statusCode, response.body).toBe(200);
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (to: string) => ((await call(app, null, 'GET', '/api/sandbox/mail')).json().data as Mail[]).filter((mail) => mail.to === to);
const subjects = async (to: string) => (await mailsTo(to)).map((mail) => mail.subject).filter((subject) => [LOW, SUSPENDED, REACTIVATED].includes(subject));
/** Mail a recharge calls for goes out within a few seconds of it (the sender's round). */
async function eventually(to: string, count: number): Promise<string[]> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    if ((await subjects(to)).length >= count) break;
    await sleep(250);
  }
  return subjects(to);
}
const days = async (token: string) => ((await call(app, token, 'GET', '/api/billing/forecast')).json().data as CreditForecast).days;
const statusOf = async (token: string) =>
  ((await call(app, token, 'GET', '/api/hosting')).json().data as { domain: string; status: string }[]).find((h) => h.domain === 'parceirodigital.com.br')?.status.toLowerCase();

async function recharge(token: string, amount: number) {
  const created = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount, period: 1 }));
  expect(created.statusCode, created.body).toBe(200);
  const paid = await call(app, token, 'POST', `/api/sandbox/recharge/${created.json().data.invoice}/pay`);
  expect(paid.json().data.status).toBe('Paid');
}

describe('credit e-mails', () => {
  it('warn once when the credits last under 3 days, tell of the suspension and of the reactivation, and start a new episode after a recharge', async () => {
    // The R$ 80 customer and a Nuvem Pro at R$ 59,90 a month (R$ 2,00 a day): 40 days of credit.
    const token = await loginAs(app, DEMO.affiliate);
    const to = DEMO.affiliate;

    await advance(36 * 24);
    expect(await days(token)).toBeGreaterThanOrEqual(3);
    expect(await subjects(to)).toEqual([]);

    await advance(48);
    expect(await days(token)).toBeLessThan(3);
    expect(await subjects(to)).toEqual([LOW]);
    const [warning] = await mailsTo(to);
    expect(warning.text).toContain('Olá, Paulo Parceiro Afiliado!');
    expect(warning.text).toMatch(/Seu saldo de R\$\s[\d,]+ dura (cerca de \d dias?|menos de 1 dia) no consumo atual das suas hospedagens \(R\$\s2,00 por dia\)\./);
    expect(warning.text).toMatch(/Recarregue agora: http:\/\/\S+\/payment\/manual-recharge/);
    expect(warning.text).toMatch(/recarga automática.*\/payment\/recharge/);

    // Once per episode: the days keep falling, no second warning.
    await advance(24);
    expect(await subjects(to)).toEqual([LOW]);

    await advance(72);
    expect(await statusOf(token)).toBe('suspended');
    expect(await subjects(to)).toEqual([LOW, SUSPENDED]);
    const suspension = (await mailsTo(to)).find((mail) => mail.subject === SUSPENDED) as Mail;
    expect(suspension.text).toContain('suspendemos suas hospedagens: parceirodigital.com.br.');
    expect(suspension.text).toMatch(/Recarregue para reativá-las na hora: http:\/\/\S+\/payment\/manual-recharge/);
    // An account that has paid before is offered emergency credit.
    expect(suspension.text).toMatch(/crédito emergencial.*\/payment\/emergency/);
    await advance(24);
    expect(await subjects(to)).toEqual([LOW, SUSPENDED]);

    // R$ 20,00 pays the next hour and lasts 10 days: the hostings are back, and the low-credit episode is over.
    await recharge(token, 20);
    expect(await statusOf(token)).toBe('active');
    expect(await eventually(to, 3)).toEqual([LOW, SUSPENDED, REACTIVATED]);
    const reactivation = (await mailsTo(to)).find((mail) => mail.subject === REACTIVATED) as Mail;
    expect(reactivation.text).toContain('reativamos suas hospedagens: parceirodigital.com.br.');
    expect(reactivation.text).toMatch(/Seu saldo agora é de R\$\s[\d,]+\./);
    await advance(1);
    expect(await days(token)).toBeGreaterThanOrEqual(3);

    // The credits fall under 3 days again: a new episode, a new warning.
    await advance(8 * 24);
    expect(await days(token)).toBeLessThan(3);
    expect(await subjects(to)).toEqual([LOW, SUSPENDED, REACTIVATED, LOW]);
  });

  it('tell nothing of a reactivation the customer asked for with emergency credit, and tell the next suspension again', async () => {
    const token = await loginAs(app, DEMO.affiliate);
    const to = DEMO.affiliate;
    await advance(39 * 24);
    await advance(48);
    expect(await statusOf(token)).toBe('suspended');
    expect(await subjects(to)).toEqual([LOW, SUSPENDED]);

    expect((await call(app, token, 'POST', '/api/recharge/emergency', confirmedPayment())).statusCode).toBe(200);
    expect(await statusOf(token)).toBe('active');
    await advance(24);
    await sleep(2_500);
    expect(await subjects(to)).toEqual([LOW, SUSPENDED]);

    // The 3 days end with nothing paid back: suspended again, and told so.
    await advance(72);
    expect(await statusOf(token)).toBe('suspended');
    expect(await subjects(to)).toEqual([LOW, SUSPENDED, SUSPENDED]);
  });
});
