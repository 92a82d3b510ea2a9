import { describe, expect, it } from 'vitest';
import { creditPaidInvoice } from '@server/billing/invoiceCredits';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { referralCodeOf } from '@server/account/referralCodes';
import { bonusKey, BONUS_DESCRIPTION } from './referrals';
import { confirmedPayment } from '../../../../tests/support/paidAction';

const app = withTestApp();
const payer = { cpfCnpj: '529.982.247-25', name: 'Cliente de Teste', email: 'pagador@exemplo.com.br', phone: '(11) 98765-4321', terms: true };

const referralCode = (userId: number) => referralCodeOf(app.context.db, userId);
const idOf = async (email: string) => (await app.context.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** Signs up through the register API with a referral code, as the register page sends it, and confirms e-mail and phone. */
async function signUp(email: string, codes: { ref?: string; aff?: string }): Promise<string> {
  const response = await call(app, null, 'POST', '/api/register', { name: 'Pessoa Indicada', email, phone: '11987654321', password: 'segredo123', terms: true, ...codes });
  expect(response.statusCode, response.body).toBe(201);
  await app.context.db.updateTable('users').set({ email_verified_at: new Date().toISOString(), phone_unverified: 0 }).where('email', '=', email).execute();
  return loginAs(app, email, 'segredo123');
}

async function payRecharge(token: string, amount: number) {
  const created = await call(app, token, 'POST', '/api/recharge', confirmedPayment({ ...payer, payment: 'PIX', amount, period: 1 }));
  expect(created.statusCode, created.body).toBe(200);
  const paid = await call(app, token, 'POST', `/api/sandbox/recharge/${created.json().data.invoice}/pay`);
  expect(paid.json().data.status).toBe('Paid');
}

const bonusRows = async (referrerId: number) =>
  app.context.db.selectFrom('credit_ledger').select(['amount_cents', 'kind', 'description']).where('user_id', '=', referrerId).where('description', '=', BONUS_DESCRIPTION).execute();

describe('the referral bonus', () => {
  it('gives the referrer the first recharge of a sign-up through ?ref=, capped at R$ 20,00, once', async () => {
    const referrer = await idOf(DEMO.newcomer);
    const referrerToken = await loginAs(app, DEMO.newcomer);
    const before = (await call(app, referrerToken, 'GET', '/api/user/credits')).json().data.total as number;
    const link = (await call(app, referrerToken, 'GET', '/api/referral')).json().data;
    expect(link).toMatchObject({ link: expect.stringMatching(new RegExp(`/auth/register\\?ref=${await referralCode(referrer)}$`)), referred: 0, bonus: 0 });

    const referee = await signUp('indicada-1@exemplo.com.br', { ref: await referralCode(referrer) });
    expect(await bonusRows(referrer)).toEqual([]);
    await payRecharge(referee, 50);
    await payRecharge(referee, 30);
    expect(await bonusRows(referrer)).toEqual([{ amount_cents: 2000, kind: 'bonus', description: BONUS_DESCRIPTION }]);
    expect((await call(app, referrerToken, 'GET', '/api/user/credits')).json().data.total).toBe(before + 20);

    // A second crediting of the same referee (another process, a retry) finds the bonus paid.
    await creditPaidInvoice(app.context.db, { invoiceId: 'outra-fatura', userId: await idOf('indicada-1@exemplo.com.br'), creditCents: 5000, bonusCents: 0, description: 'Recarga' });
    expect(await bonusRows(referrer)).toHaveLength(1);

    // A first recharge under the cap gives its own value.
    const second = await signUp('indicada-2@exemplo.com.br', { ref: await referralCode(referrer) });
    await payRecharge(second, 12.5);
    expect((await bonusRows(referrer)).map((r) => r.amount_cents)).toEqual([2000, 1250]);
    expect((await call(app, referrerToken, 'GET', '/api/referral')).json().data).toMatchObject({ referred: 2, rewarded: 2, bonus: 32.5 });
  });

  it('attributes ?aff= to affiliates only, and ignores unknown, self or mistyped codes without failing the sign-up', async () => {
    const affiliate = await idOf(DEMO.affiliate);
    const customer = await idOf(DEMO.owner);
    const viaAff = await signUp('via-afiliado@exemplo.com.br', { aff: await referralCode(affiliate) });
    await payRecharge(viaAff, 100);
    expect(await bonusRows(affiliate)).toEqual([{ amount_cents: 2000, kind: 'bonus', description: BONUS_DESCRIPTION }]);

    for (const [email, codes] of [
      ['ref-de-afiliado@exemplo.com.br', { ref: await referralCode(affiliate) }],
      ['aff-de-cliente@exemplo.com.br', { aff: await referralCode(customer) }],
      ['codigo-desconhecido@exemplo.com.br', { ref: 'zzzzzz' }],
      ['codigo-invalido@exemplo.com.br', { ref: '<script>' }],
      // The user id in base 36, as the codes were once: guessable, so no longer a code.
      ['codigo-sequencial@exemplo.com.br', { ref: customer.toString(36) }],
    ] as const) {
      const token = await signUp(email, codes);
      await payRecharge(token, 10);
    }
    const referrals = await app.context.db.withTables<{ referrals: { referee_id: number } }>().selectFrom('referrals').select('referee_id').execute();
    expect(referrals).toHaveLength(3);
    expect(await bonusRows(affiliate)).toHaveLength(1);
    expect(await bonusRows(customer)).toEqual([]);
    expect(bonusKey(1)).toBe('referral-1');
  });

  it('gives every account a random 12-character code of its own, the same on every read', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const affiliate = await loginAs(app, DEMO.affiliate);
    const referral = new URL((await call(app, owner, 'GET', '/api/referral')).json().data.link as string).searchParams.get('ref')!;
    const affiliateLink = new URL((await call(app, affiliate, 'GET', '/api/affiliate')).json().data.link as string).searchParams.get('aff')!;
    for (const code of [referral, affiliateLink]) expect(code).toMatch(/^[a-z2-9]{12}$/);
    expect(referral).not.toBe(affiliateLink);
    expect(referral).not.toBe((await idOf(DEMO.owner)).toString(36));
    expect(new URL((await call(app, owner, 'GET', '/api/referral')).json().data.link as string).searchParams.get('ref')).toBe(referral);
  });
});
