import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { HttpError, fieldError, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { SandboxGateway } from '@server/sandbox/gateway/gateway';
import { luhnValid, cardBrand } from '@server/sandbox/gateway/testCards';
import { BONUS_PERCENT, digits, paymentSchema, simulateSchema, type Installments, type PaymentBody, type RechargeAnswer } from '../schemas';
import { invoiceMigrations, invoicesOf, settleInvoice, type InvoicesTable } from './invoices';
import { withContract } from '@server/http/contracts';

/** FINGERPRINT_SANDBOX=fail makes the fraud-profiling adapter fail, to see the disabled pay button. */
const fingerprintFails = () => process.env.FINGERPRINT_SANDBOX === 'fail';

export const NO_GATEWAY = 'Os pagamentos estão indisponíveis: nenhum provedor de pagamento está configurado neste servidor.';

const INTEREST_FREE_INSTALLMENTS = 3;
const MONTHLY_INTEREST = 0.0199;

/** Up to 3 installments without interest, then the gateway's monthly rate (Price table). */
export function simulateInstallments(amount: number, max: number): Installments {
  const result: Installments = {};
  for (let count = 1; count <= max; count++) {
    const each =
      count <= INTEREST_FREE_INSTALLMENTS ? amount / count : (amount * MONTHLY_INTEREST) / (1 - (1 + MONTHLY_INTEREST) ** -count);
    result[String(count)] = Math.ceil(each * 100) / 100;
  }
  return result;
}

function checkCard(body: PaymentBody) {
  const number = digits(body.cardNumber ?? '');
  if (!luhnValid(number)) throw fieldError('cardNumber', 'Número de cartão inválido.');
  if (!body.fingerprint) throw fieldError('fingerprint', 'Não foi possível identificar o dispositivo. Atualize a página e tente novamente.');
  return { brand: cardBrand(number) };
}

function describe(body: PaymentBody): string {
  const method = body.payment === 'PIX' ? 'PIX' : 'cartão';
  return body.period > 1 ? `Recarga via ${method} (${body.period} meses)` : `Recarga via ${method}`;
}

/** The gateway's notice that a charge settled or expired, as a webhook would bring it. */
const SETTLE_JOB = 'recharge.settle';

export default defineServerPlugin({
  migrations: invoiceMigrations,
  routes(app: FastifyInstance, context: ServerContext) {
    const db = invoicesOf(context.db);
    // Only the sandbox gateway exists so far: without it there is no way to take money, and a
    // deployment must never accept the sandbox's test cards as payment.
    const gateway = new SandboxGateway(context.timeScale);
    const requireGateway = () => {
      if (!context.sandbox) throw new HttpError(503, NO_GATEWAY);
    };

    context.jobs.handle(SETTLE_JOB, async (payload) => {
      const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', (payload as { invoice: string }).invoice).executeTakeFirst();
      return invoice ? { status: await settleInvoice(db, gateway, invoice) } : null;
    });
    /** Settles the invoice when the gateway decides, whether or not a browser is still polling. */
    const settleLater = (userId: number, invoice: string, at: string) => context.jobs.enqueue(userId, SETTLE_JOB, { invoice }, Math.max(0, Date.parse(at) - Date.now()));

    const ownInvoice = async (userId: number, id: string): Promise<InvoicesTable> => {
      const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!invoice) throw new HttpError(404, 'Fatura não encontrada.');
      return invoice;
    };

    app.get('/recharge/fingerprint', { config: { access: { rule: 'public' } } }, async () => {
      if (fingerprintFails()) throw new HttpError(503, 'Serviço antifraude indisponível.');
      return { data: { identifier: crypto.randomUUID() } };
    });

    app.post('/recharge/simulate', withContract({ config: { access: { rule: 'public' } } }, { body: simulateSchema }), async (request) => {
      const body = parse(simulateSchema, request.body);
      return { data: { installments: simulateInstallments(body.amount, body.maxInstallments) } };
    });

    app.post('/recharge/validate-card', withContract({ config: { access: { rule: 'public' } } }, { body: paymentSchema }), async (request) => {
      requireGateway();
      const body = parse(paymentSchema, request.body);
      if (body.payment !== 'CRD') throw fieldError('payment', 'Forma de pagamento inválida.');
      return { data: { valid: true, ...checkCard(body) } };
    });

    app.post('/recharge', withContract({ config: { access: { rule: 'public' } } }, { body: paymentSchema }), async (request): Promise<{ data: RechargeAnswer }> => {
      requireGateway();
      const body = parse(paymentSchema, request.body);
      const user = userOf(request);
      const id = crypto.randomUUID();
      const amountCents = Math.round(body.amount * 100);
      const invoice: InvoicesTable = {
        id,
        user_id: user.id,
        method: body.payment,
        amount_cents: amountCents,
        bonus_cents: Math.round((amountCents * BONUS_PERCENT[body.period]) / 100),
        period: body.period,
        description: describe(body),
        status: 'Pending',
        card_outcome: null,
        settles_at: null,
        expires_at: null,
        paid_at: null,
        n8n_template: body.n8n ? (body.n8nTemplate ?? 'POSTGRES') : null,
        created_at: new Date().toISOString(),
      };
      if (body.payment === 'CRD') {
        checkCard(body);
        const charge = gateway.createCardCharge(digits(body.cardNumber ?? ''));
        await db.insertInto('invoices').values({ ...invoice, card_outcome: charge.outcome, settles_at: charge.settlesAt }).execute();
        await settleLater(user.id, id, charge.settlesAt);
        return { data: { invoice: id } };
      }
      const pix = await gateway.createPixCharge(id, amountCents);
      await db.insertInto('invoices').values({ ...invoice, expires_at: pix.expiresAt }).execute();
      await settleLater(user.id, id, pix.expiresAt);
      return { data: { invoice: id, code: pix.code, qrcode: pix.qrcode, expiration: pix.expiresAt, sandbox: context.sandbox } };
    });

    app.get<{ Params: { invoice: string } }>('/recharge/status/:invoice', { config: { access: { rule: 'public' } } }, async (request) => {
      const invoice = await ownInvoice(userOf(request).id, request.params.invoice);
      return { data: { status: await settleInvoice(db, gateway, invoice) } };
    });

    if (context.sandbox) {
      app.post<{ Params: { invoice: string } }>('/sandbox/recharge/:invoice/pay', { config: { access: { rule: 'public' } } }, async (request) => {
        const invoice = await ownInvoice(userOf(request).id, request.params.invoice);
        const paid = gateway.payPix({ method: invoice.method, outcome: invoice.card_outcome, settlesAt: invoice.settles_at, expiresAt: invoice.expires_at, paidAt: invoice.paid_at });
        if (!paid) throw new HttpError(409, 'Só é possível pagar um PIX em aberto.');
        await db.updateTable('invoices').set({ paid_at: paid.paidAt }).where('id', '=', invoice.id).where('paid_at', 'is', null).execute();
        return { data: { status: await settleInvoice(db, gateway, { ...invoice, paid_at: paid.paidAt }) } };
      });
    }
  },
});
