import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { setAutoRechargeTrigger } from '@server/billing/autoRecharge';
import { HttpError, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { SandboxGateway } from '@server/sandbox/gateway/gateway';
import { couponSchema, digits, paymentSchema, simulateSchema, type CouponAnswer, type Installments, type InvoiceStatus, type RechargeAnswer } from '../schemas';
import { afterAutoRechargeSettled, runAutoRecharges } from './autoRecharge';
import { autoRechargeRoutes } from './autoRoutes';
import { checkoutRoutes } from './checkout';
import { seedCoupons, usableCoupon } from './coupons';
import { checkCard, createInvoice, sessionBoletoUrl } from './createInvoice';
import { boletoDocument, nfseDocument } from './documents';
import { enableAutoRecharge } from './autoRecharge';
import { invoiceMigrations, settleInvoice, type InvoicesTable } from './invoices';
import { rechargeDb, rechargeTableMigrations } from './tables';
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

/** The gateway's notice that a charge settled or expired, as a webhook would bring it. */
const SETTLE_JOB = 'recharge.settle';

const signedIn = { config: { access: { rule: 'public' as const } } };
const paidRoute = { config: { ...signedIn.config, paid: true as const } };

export default defineServerPlugin({
  migrations: { ...invoiceMigrations, ...rechargeTableMigrations },
  seed: async (context) => seedCoupons(context.db),
  routes(app: FastifyInstance, context: ServerContext) {
    const db = rechargeDb(context.db);
    // Only the sandbox gateway exists so far: without it there is no way to take money, and a
    // deployment must never accept the sandbox's test cards as payment.
    const gateway = new SandboxGateway(context.timeScale);
    const requireGateway = () => {
      if (!context.sandbox) throw new HttpError(503, NO_GATEWAY);
    };

    /** Moves the invoice to what the gateway says; an automatic recharge then sends its mail or announcement, once. */
    const settle = async (invoice: InvoicesTable): Promise<InvoiceStatus> => {
      const status = await settleInvoice(db, gateway, invoice);
      await afterAutoRechargeSettled(context.db, context.mailer, invoice, status);
      return status;
    };
    context.jobs.handle(SETTLE_JOB, async (payload) => {
      const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', (payload as { invoice: string }).invoice).executeTakeFirst();
      return invoice ? { status: await settle(invoice) } : null;
    });
    /** Settles the invoice when the gateway decides, whether or not a browser is still polling. */
    const settleLater = (userId: number, invoice: string, at: string) => context.jobs.enqueue(userId, SETTLE_JOB, { invoice }, Math.max(0, Date.parse(at) - Date.now()));

    // The billing engine calls this after every run (hourly timer and development clock alike).
    if (context.sandbox) {
      setAutoRechargeTrigger(context.db, async (database) => {
        await runAutoRecharges(database, { gateway, settleAt: settleLater, onError: (error, userId) => app.log.error({ err: error, userId }, 'auto-recharge failed') });
      });
    }

    const ownInvoice = async (userId: number, id: string): Promise<InvoicesTable> => {
      const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!invoice) throw new HttpError(404, 'Fatura não encontrada.');
      return invoice;
    };

    /** The sandbox's "pay it" button: an open PIX is paid at once, a boleto once the bank's clearing notice comes. */
    const payInSandbox = async (invoice: InvoicesTable): Promise<InvoiceStatus> => {
      const paid = gateway.payInSandbox({ method: invoice.method, outcome: invoice.card_outcome, settlesAt: invoice.settles_at, expiresAt: invoice.expires_at, paidAt: invoice.paid_at });
      if (!paid?.paidAt) throw new HttpError(409, invoice.method === 'BOL' ? 'Só é possível pagar um boleto em aberto.' : 'Só é possível pagar um PIX em aberto.');
      const moved = await db.updateTable('invoices').set({ paid_at: paid.paidAt }).where('id', '=', invoice.id).where('paid_at', 'is', null).executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new HttpError(409, 'Este pagamento já foi feito.');
      if (invoice.method === 'BOL') await settleLater(invoice.user_id, invoice.id, gateway.boletoClearsAt(paid.paidAt));
      return settle({ ...invoice, paid_at: paid.paidAt });
    };

    app.get('/recharge/fingerprint', { config: { access: { rule: 'anonymous' as const } } }, async () => {
      if (fingerprintFails()) throw new HttpError(503, 'Serviço antifraude indisponível.');
      return { data: { identifier: crypto.randomUUID() } };
    });

    app.post('/recharge/simulate', withContract({ config: { access: { rule: 'anonymous' as const } } }, { body: simulateSchema }), async (request) => {
      const body = parse(simulateSchema, request.body);
      return { data: { installments: simulateInstallments(body.amount, body.maxInstallments) } };
    });

    app.post('/recharge/validate-card', withContract(signedIn, { body: paymentSchema }), async (request) => {
      requireGateway();
      const body = parse(paymentSchema, request.body);
      if (body.payment !== 'CRD') throw new HttpError(422, 'Forma de pagamento inválida.', { payment: 'Forma de pagamento inválida.' });
      return { data: { valid: true, ...checkCard(body) } };
    });

    app.post('/recharge/coupon', withContract(signedIn, { body: couponSchema }), async (request): Promise<{ data: CouponAnswer }> => {
      const { coupon } = parse(couponSchema, request.body);
      return { data: await usableCoupon(db, userOf(request).id, coupon) };
    });

    // A card is charged at once and a PIX or boleto is an invoice to pay: confirmed, and once per idempotency key.
    app.post('/recharge', withContract(paidRoute, { body: paymentSchema }), async (request): Promise<{ data: RechargeAnswer }> => {
      requireGateway();
      const body = parse(paymentSchema, request.body);
      const user = userOf(request);
      const { answer, decideAt } = await createInvoice(db, gateway, context.sandbox, { userId: user.id, body, origin: 'manual', boletoUrl: sessionBoletoUrl });
      // The wizard's "recarga automática" switch keeps the card paying this recharge for the next ones.
      if (body.payment === 'CRD' && body.autoRecharge) await enableAutoRecharge(context.db, gateway, user.id, digits(body.cardNumber ?? ''));
      await settleLater(user.id, answer.invoice, decideAt);
      return { data: answer };
    });

    app.get<{ Params: { invoice: string } }>('/recharge/status/:invoice', signedIn, async (request) => {
      const invoice = await ownInvoice(userOf(request).id, request.params.invoice);
      return { data: { status: await settle(invoice) } };
    });

    const userInfo = (id: number) => db.selectFrom('users').select(['name', 'email']).where('id', '=', id).executeTakeFirstOrThrow();

    app.get<{ Params: { invoice: string } }>('/recharge/boleto/:invoice', signedIn, async (request, reply) => {
      const invoice = await ownInvoice(userOf(request).id, request.params.invoice);
      if (invoice.method !== 'BOL') throw new HttpError(404, 'Boleto não encontrado.');
      return reply.type('text/html; charset=utf-8').send(boletoDocument(invoice, await userInfo(invoice.user_id)));
    });

    app.get<{ Params: { invoice: string } }>('/recharge/nfse/:invoice', signedIn, async (request, reply) => {
      const invoice = await ownInvoice(userOf(request).id, request.params.invoice);
      if (invoice.status !== 'Paid') throw new HttpError(404, 'A nota fiscal é emitida quando a recarga é paga.');
      return reply.type('text/html; charset=utf-8').send(nfseDocument(invoice, await userInfo(invoice.user_id)));
    });

    autoRechargeRoutes(app, context, gateway);
    checkoutRoutes(app, context, { db, gateway, settle, settleLater, payInSandbox, requireGateway });

    if (context.sandbox) {
      app.post<{ Params: { invoice: string } }>('/sandbox/recharge/:invoice/pay', signedIn, async (request) => {
        const invoice = await ownInvoice(userOf(request).id, request.params.invoice);
        return { data: { status: await payInSandbox(invoice) } };
      });
    }
  },
});
