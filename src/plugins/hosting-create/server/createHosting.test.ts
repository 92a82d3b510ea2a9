import { addOnsOf } from '@server/billing/addOns';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp({ perTest: true });
let token: string;

beforeEach(async () => {
  token = await loginAs(app, DEMO.newcomer);
});

const hosting = async (domain: string) => (await call(app, token, 'GET', `/api/hosting/${domain}`)).json().data;

describe('plans and prices', () => {
  it('groups the plans by product, the first two being the fixed cards', async () => {
    const groups = (await call(app, token, 'GET', '/api/hosting/plans?groups=php,wordpress,n8n')).json().data;
    expect(Object.keys(groups)).toEqual(['php', 'wordpress', 'n8n']);
    for (const product of ['php', 'n8n']) {
      expect(groups[product].slice(2).map((p: { ram: number }) => p.ram / 1024)).toEqual([2, 4, 8, 16, 24, 32]);
    }
    expect(groups.wordpress.map((p: { id: number }) => p.id)).toEqual([12, 13, 14, 23]);
    const pricing = (await call(app, token, 'GET', '/api/hosting/pricing')).json().data;
    expect(Object.keys(pricing.BR['2'])).toEqual(['1', '6', '12', '24', '36']);
    expect(pricing.BR['23']).toBeUndefined();
  });
});

describe('domain check', () => {
  it.each([
    ['https://MeuSite.com.br/', { isAvailable: true, isRegisterable: true, isSubdomain: false }],
    ['blog.meusite.com.br', { isAvailable: true, isRegisterable: false, isSubdomain: true }],
    ['lojadaana.com.br', { isAvailable: false, isRegisterable: false, isSubdomain: false }],
  ])('%s', async (domain, expected) => {
    const response = await call(app, token, 'POST', '/api/hosting/check', { domain });
    expect(response.json().data).toMatchObject(expected);
  });

  it('refuses what is not a domain, per field', async () => {
    const response = await call(app, token, 'POST', '/api/hosting/check', { domain: 'sem-ponto' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.domain).toBe('Informe um domínio válido, como meusite.com.br.');
  });
});

describe('creating a hosting', () => {
  it('is a paid action: only confirmed, with an idempotency key, and a repeat creates nothing more', async () => {
    const owned = async () => (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'uma-vez.com.br').execute()).length;
    const created = await expectPaidOnce(app, token, 'POST', '/api/hosting', { domain: 'uma-vez.com.br', plan: 1, region: 'BR' }, owned);
    expect(created.json().data).toEqual({ domain: 'uma-vez.com.br', isFirstHosting: true });
  });

  it('starts Pending and the provisioning job makes it Active', async () => {
    const response = await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain: 'Novo-Site.com.br', plan: 2, region: 'US', accelerator: true, dailyBackup: true }));
    expect(response.json().data).toEqual({ domain: 'novo-site.com.br', isFirstHosting: true });
    expect(await hosting('novo-site.com.br')).toMatchObject({ status: 'Pending', plan: 'Nuvem Pro', region: 'US' });
    expect((await call(app, token, 'GET', '/api/user')).json().data.isFirstAccess).toBe(false);

    await app.context.jobs.tick();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await app.context.jobs.tick();
    expect((await hosting('novo-site.com.br')).status).toBe('Active');
    const row = await app.context.db.selectFrom('hostings').select(['id', 'monthly_price', 'addons_monthly_price']).where('domain', '=', 'novo-site.com.br').executeTakeFirstOrThrow();
    expect(row.monthly_price).toBeCloseTo(71.9);
    expect(row.addons_monthly_price).toBe(25);
    expect(await addOnsOf(app.context.db, row.id)).toEqual({ accelerator: 15, dailyBackup: 10 });
  });

  it('refuses a taken domain, a plan the panel does not sell and an accelerator the plan lacks', async () => {
    const taken = await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain: 'lojadaana.com.br', plan: 2 }));
    expect(taken.json().errors).toEqual({ domain: 'O domínio já está sendo utilizado por outro usuário.' });
    for (const plan of [23, 31, 999]) {
      expect((await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain: 'x.com.br', plan }))).json().errors).toHaveProperty('plan');
    }
    const accelerator = await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain: 'x.com.br', plan: 1, accelerator: true }));
    expect(accelerator.json().errors).toEqual({ accelerator: 'O acelerador está disponível a partir do plano Nuvem Pro.' });
    const wordpressAbroad = await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain: 'x.com.br', plan: 12, region: 'US' }));
    expect(wordpressAbroad.statusCode).toBe(422);
  });

  it('sends the contact-sales form to the sales team', async () => {
    const missing = await call(app, token, 'POST', '/api/hosting/contact-sales', { goal: 'other', traffic: 2 });
    expect(missing.json().errors).toEqual({ otherGoal: 'Descreva o objetivo.' });
    const sent = await call(app, token, 'POST', '/api/hosting/contact-sales', { goal: 'store', traffic: 4 });
    expect(sent.statusCode).toBe(200);
    expect(app.context.mailer.outbox.at(-1)?.subject).toBe('Plano Enterprise: Nina Nova');
  });
});

describe('no squatting', () => {
  const IN_USE = 'O domínio já está sendo utilizado por outro usuário.';

  it.each([
    ['novodominio.com.br', "another customer's registered domain"],
    ['loja.novodominio.com.br', "a subdomain of another customer's registered domain"],
    ['lojadaana.net.br', "another customer's alias"],
    ['blog.lojadaana.com.br', "another customer's subdomain"],
    ['www.lojadaana.com.br', "a name under another customer's hosting"],
  ])('refuses %s (%s), in the check and in the creation', async (domain) => {
    const check = await call(app, token, 'POST', '/api/hosting/check', { domain });
    expect(check.json().data).toMatchObject({ isAvailable: false, message: IN_USE });
    const created = await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain, plan: 1, region: 'BR' }));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ domain: IN_USE });
    expect((await call(app, token, 'GET', '/api/hosting')).json().data).toEqual([]);
  });

  it("lets the customer host their own registered domain and its subdomains, but not one of their hostings twice", async () => {
    const owner = await loginAs(app, DEMO.owner);
    expect((await call(app, owner, 'POST', '/api/hosting', confirmedPayment({ domain: 'novodominio.com.br', plan: 1, region: 'BR' }))).statusCode).toBe(200);
    expect((await call(app, owner, 'POST', '/api/hosting', confirmedPayment({ domain: 'loja.novodominio.com.br', plan: 1, region: 'BR' }))).statusCode).toBe(200);
    const twice = await call(app, owner, 'POST', '/api/hosting', confirmedPayment({ domain: 'lojadaana.com.br', plan: 1, region: 'BR' }));
    expect(twice.json().errors).toEqual({ domain: 'Já existe uma hospedagem criada com este domínio.' });
  });
});

describe('the trial period', () => {
  it('marks a hosting made before the first recharge as a tester, which cannot pause until a recharge', async () => {
    await call(app, token, 'POST', '/api/hosting', confirmedPayment({ domain: 'teste-gratis.com.br', plan: 1, region: 'BR' }));
    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('domain', '=', 'teste-gratis.com.br').execute();
    expect((await hosting('teste-gratis.com.br')).isTester).toBe(true);
    const refused = await call(app, token, 'POST', '/api/hosting/teste-gratis.com.br/pause');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Hospedagens em período de teste só podem ser pausadas após a primeira recarga.');

    const { creditPaidInvoice } = await import('@server/billing/invoiceCredits');
    const user = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.newcomer).executeTakeFirstOrThrow();
    await creditPaidInvoice(app.context.db, { invoiceId: 'trial-end', userId: user.id, creditCents: 5000, bonusCents: 0, description: 'Recarga via PIX' });
    expect((await hosting('teste-gratis.com.br')).isTester).toBe(false);
    expect((await call(app, token, 'POST', '/api/hosting/teste-gratis.com.br/pause')).statusCode).toBe(200);
  });

  it('does not put a customer who already recharged on trial', async () => {
    const owner = await loginAs(app, DEMO.owner);
    await call(app, owner, 'POST', '/api/hosting', confirmedPayment({ domain: 'outro-site.com.br', plan: 1, region: 'BR' }));
    expect((await call(app, owner, 'GET', '/api/hosting/outro-site.com.br')).json().data.isTester).toBe(false);
  });
});
