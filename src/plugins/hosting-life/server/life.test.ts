import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp, type TestApp } from '../../../../tests/support/apiApp';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp({ perTest: true });

const advance = (a: TestApp, hours: number) => call(a, null, 'POST', '/api/sandbox/clock/advance', { hours });
const clockNow = async (a: TestApp) => new Date((await call(a, null, 'GET', '/api/sandbox/clock')).json().data.now);
const tokenOf = (a: TestApp, to: string) => {
  const mail = a.context.mailer.outbox.filter((m) => m.to === to).at(-1);
  return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
};

describe('what a guest may not do', () => {
  it('pause, change plan, transfer, balance or delete a hosting shared with them: 403', async () => {
    const guest = await loginAs(app, DEMO.guest);
    const loja = '/api/hosting/lojadaana.com.br';
    for (const [method, url, body] of [
      ['POST', `${loja}/pause`, undefined],
      ['POST', `${loja}/unpause`, undefined],
      ['GET', `${loja}/plan`, undefined],
      ['POST', `${loja}/plan`, { id: 3 }],
      ['GET', `${loja}/transfer`, undefined],
      ['POST', `${loja}/transfer`, { email: 'x@exemplo.com.br' }],
      ['POST', `${loja}/balancer/enable`, undefined],
      ['GET', `${loja}/costs`, undefined],
      ['POST', `${loja}/remove`, { domain: 'lojadaana.com.br', acceptance: true }],
    ] as const) {
      expect((await call(app, guest, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(app, null, method, url, body)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
  });
});

describe('the plan change', () => {
  it('lists the plans of the product in its region, refuses the same plan, and bills the new price from the next hour', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const state = (await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/plan')).json().data;
    expect(state).toMatchObject({ planId: 2, plan: 'Nuvem Pro', monthlyPrice: 59.9, pending: null });
    expect(state.plans.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(state.plans[2]).toMatchObject({ name: 'Nuvem Premium 2 GB', monthly: 99.9, hourly: 99.9 / 720 });
    expect((await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/plan', confirmedPayment({ id: 2 }))).json().errors).toEqual({ id: 'Escolha um plano diferente do atual.' });
    expect((await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/plan', confirmedPayment({ id: 12 }))).json().errors).toEqual({ id: 'Plano indisponível para esta hospedagem.' });

    // Without the confirmation and its key nothing changes.
    const unconfirmed = await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/plan', { id: 3 });
    expect(unconfirmed.json().errors).toMatchObject({ confirm: 'Confirme a cobrança para continuar.' });
    expect((await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/plan')).json().data.pending).toBeNull();

    await advance(app, 2);
    const changedAt = await clockNow(app);
    const changed = await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/plan', confirmedPayment({ id: 3 }));
    expect(changed.statusCode).toBe(200);
    const nextHour = new Date(Math.floor(changedAt.getTime() / 3_600_000) * 3_600_000 + 3_600_000).toISOString();
    expect(changed.json().data).toEqual({ planId: 3, plan: 'Nuvem Premium 2 GB', monthlyPrice: 99.9, effectiveFrom: nextHour });
    expect((await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br')).json().data.plan).toBe('Nuvem Premium 2 GB');
    expect((await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/plan')).json().data.pending).toEqual({ monthlyPrice: 99.9, effectiveFrom: nextHour });

    await advance(app, 2);
    const id = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).id;
    const charges = await app.context.db.withTables<{ billing_charges: { hosting_id: number; hour_start: string; amount_cents: number } }>()
      .selectFrom('billing_charges').select(['hour_start', 'amount_cents']).where('hosting_id', '=', id).orderBy('hour_start').execute();
    const changeHour = new Date(Date.parse(nextHour) - 3_600_000).toISOString();
    // R$ 59,90 / 720 = 8 cents until the hour of the change included; R$ 99,90 / 720 = 14 cents after.
    expect(charges.find((c) => c.hour_start === changeHour)?.amount_cents).toBe(8);
    expect(charges.find((c) => c.hour_start === nextHour)?.amount_cents).toBe(14);
    expect((await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/costs')).json().data).toMatchObject({ monthlyPrice: 99.9, status: 'Active' });
  });
});

describe('the transfer', () => {
  it('mails a link that the recipient, signed in, uses once; the owner sees it pending and may cancel', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const url = '/api/hosting/antigo.com.br/transfer';
    expect((await call(app, owner, 'POST', url, { email: '' })).json().errors).toEqual({ email: 'Informe o e-mail do destinatário.' });
    expect((await call(app, owner, 'POST', url, { email: DEMO.owner })).json().errors).toEqual({ email: 'Informe o e-mail de outro cliente.' });
    expect((await call(app, owner, 'POST', url, { email: ' Afiliado@Exemplo.com.br ' })).json().data).toMatchObject({ email: DEMO.affiliate });
    expect((await call(app, owner, 'GET', url)).json().data).toMatchObject({ email: DEMO.affiliate });
    expect((await call(app, owner, 'POST', url, { email: DEMO.newcomer })).statusCode).toBe(409);

    // A cancelled transfer's link no longer works.
    const cancelledToken = tokenOf(app, DEMO.affiliate);
    expect((await call(app, owner, 'POST', `${url}/cancel`)).statusCode).toBe(200);
    expect((await call(app, owner, 'GET', url)).json().data).toEqual({ email: null });
    const affiliate = await loginAs(app, DEMO.affiliate);
    expect((await call(app, affiliate, 'GET', `/api/hosting/confirm-transfer?token=${cancelledToken}`)).statusCode).toBe(400);

    await call(app, owner, 'POST', url, { email: DEMO.affiliate });
    const token = tokenOf(app, DEMO.affiliate);
    expect(token).not.toBe(cancelledToken);
    const confirm = `/api/hosting/confirm-transfer?token=${token}`;
    const wrongUser = await call(app, await loginAs(app, DEMO.newcomer), 'GET', confirm);
    expect(wrongUser.json()).toMatchObject({ message: 'Esta transferência foi enviada para outro e-mail. Entre com a conta do destinatário.' });
    expect((await call(app, affiliate, 'GET', confirm)).json()).toEqual({ data: { domain: 'antigo.com.br' } });
    const again = await call(app, affiliate, 'GET', confirm);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('O link de transferência é inválido ou já foi utilizado.');
    expect((await call(app, affiliate, 'GET', '/api/hosting/antigo.com.br')).json().data.isGuest).toBe(false);
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br')).statusCode).toBe(403);
  });

  it('refuses a link after 24 hours of the billing clock', async () => {
    const owner = await loginAs(app, DEMO.owner);
    await call(app, owner, 'POST', '/api/hosting/antigo.com.br/transfer', { email: DEMO.affiliate });
    const confirm = `/api/hosting/confirm-transfer?token=${tokenOf(app, DEMO.affiliate)}`;
    await advance(app, 24);
    const late = await call(app, await loginAs(app, DEMO.affiliate), 'GET', confirm);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('O link de transferência expirou. Peça ao titular que solicite a transferência novamente.');
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/transfer')).json().data).toEqual({ email: null });
  });
});

describe('the balancer', () => {
  it('enables with its price, adds workers in free slots only, sells extra slots and disables', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const url = '/api/hosting/lojadaana.com.br/balancer';
    const costs = async () => (await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/costs')).json().data.addOnsMonthly;
    expect((await call(app, owner, 'GET', url)).json().data).toEqual({ enabled: false, host: expect.any(String), extra: 0, balancers: [], prices: { balancer: 50, extra: 50 } });
    expect((await call(app, owner, 'POST', url, { mode: 'CUSTOM', host: 'a.exemplo.com.br', ip: '192.0.2.1' })).statusCode).toBe(409);
    expect((await call(app, owner, 'POST', `${url}/enable`)).json().errors).toMatchObject({ confirm: 'Confirme a cobrança para continuar.' });
    expect(await costs()).toBe(0);
    await call(app, owner, 'POST', `${url}/enable`, confirmedPayment());
    expect(await costs()).toBe(50);

    expect((await call(app, owner, 'POST', url, { mode: 'NEW', region: 'BR', hosting: 'lojadaana.com.br' })).json().errors).toEqual({ hosting: 'Escolha outra hospedagem sua que ainda não esteja no balanceador.' });
    expect((await call(app, owner, 'POST', url, { mode: 'NEW', region: 'BR', hosting: 'parceirodigital.com.br' })).json().errors).toEqual({ hosting: 'Escolha outra hospedagem sua que ainda não esteja no balanceador.' });
    expect((await call(app, owner, 'POST', url, { mode: 'CUSTOM', host: '', ip: '300.1.1.1' })).json().errors).toEqual({ host: 'Informe o host.', ip: 'Informe um endereço IPv4 válido.' });
    const added = await call(app, owner, 'POST', url, { mode: 'NEW', region: 'US', hosting: 'blogdaana.com.br' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.balancers).toEqual([expect.objectContaining({ region: 'US', ip_address: expect.stringMatching(/^198\.51\.100\./) })]);
    const full = await call(app, owner, 'POST', url, { mode: 'CUSTOM', host: 'a.exemplo.com.br', ip: '192.0.2.1' });
    expect(full.json().message).toBe('Não há vagas livres no balanceador. Adicione um balanceador extra.');

    const extra = confirmedPayment();
    expect((await call(app, owner, 'POST', `${url}/extra`, extra)).json().data.extra).toBe(1);
    // The same confirmation sent again (a double click, a retry) buys no second slot.
    expect((await call(app, owner, 'POST', `${url}/extra`, extra)).json().data.extra).toBe(1);
    expect(await costs()).toBe(100);
    expect((await call(app, owner, 'POST', url, { mode: 'CUSTOM', host: 'a.exemplo.com.br', ip: '192.0.2.1' })).statusCode).toBe(201);
    expect((await call(app, owner, 'DELETE', `${url}/a.exemplo.com.br`)).json().data.balancers).toHaveLength(1);
    await call(app, owner, 'POST', `${url}/disable`);
    expect(await costs()).toBe(0);
    expect((await call(app, owner, 'GET', url)).json().data.enabled).toBe(false);
  });
});

describe('pausing', () => {
  it('is refused to a tester before the first recharge and answers the paused price in the costs', async () => {
    const owner = await loginAs(app, DEMO.owner);
    expect((await call(app, owner, 'POST', '/api/hosting/blogdaana.com.br/pause')).statusCode).toBe(200);
    expect((await call(app, owner, 'GET', '/api/hosting/blogdaana.com.br/costs')).json().data).toMatchObject({ status: 'Paused', monthlyPrice: 39.9 });
    expect((await call(app, owner, 'POST', '/api/hosting/blogdaana.com.br/pause')).statusCode).toBe(409);
    await app.context.db.updateTable('hostings').set({ is_tester: 1 }).where('domain', '=', 'lojadaana.com.br').execute();
    expect((await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/pause')).statusCode).toBe(409);
  });
});
