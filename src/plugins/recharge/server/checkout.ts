import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { HttpError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import type { SandboxGateway } from '@server/sandbox/gateway/gateway';
import { CHECKOUT_TEXTS, checkoutPaymentSchema, paymentLinkSchema, paymentSchema, type CheckoutInfo, type InvoiceStatus, type PaymentLinkAnswer, type RechargeAnswer } from '../schemas';
import { createInvoice } from './createInvoice';
import { boletoDocument } from './documents';
import type { InvoicesTable } from './invoices';
import type { RechargeDatabase } from './tables';

const LINK_LIFETIME_MS = 7 * 86_400_000;
const signedIn = { config: { access: { rule: 'public' as const } } };
const anyone = { config: { access: { rule: 'anonymous' as const } } };

/** Only the hash of a link's token is kept: the database alone cannot pay anything. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  db: RechargeDatabase;
  gateway: SandboxGateway;
  settle: (invoice: InvoicesTable) => Promise<InvoiceStatus>;
  settleLater: (userId: number, invoice: string, at: string) => Promise<unknown>;
  payInSandbox: (invoice: InvoicesTable) => Promise<InvoiceStatus>;
  requireGateway: () => void;
}

/**
 * Payment links (part 1 §2 guest route /checkout/pay): a signed-in customer makes one for an
 * amount; anyone holding it pays by PIX, card or boleto without signing in. The link's token is
 * 32 random bytes; a link is paid by one invoice at a time, and once paid never again.
 */
export function checkoutRoutes(app: FastifyInstance, context: ServerContext, { db, gateway, settle, settleLater, payInSandbox, requireGateway }: Deps) {
  const linkOf = async (token: string) => {
    const link = await db.selectFrom('payment_links').selectAll().where('token', '=', hashOf(token)).executeTakeFirst();
    if (!link || Date.parse(link.expires_at) <= Date.now()) throw new HttpError(404, CHECKOUT_TEXTS.invalid);
    return link;
  };
  const invoiceOfLink = async (token: string, id: string) => {
    const link = await linkOf(token);
    const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', link.user_id).where('origin', '=', 'checkout').executeTakeFirst();
    const mine = await db.selectFrom('payment_links').select('token').where('token', '=', link.token).where('invoice_id', '=', id).executeTakeFirst();
    if (!invoice || !mine) throw new HttpError(404, 'Fatura não encontrada.');
    return invoice;
  };

  app.post('/recharge/link', withContract(signedIn, { body: paymentLinkSchema }), async (request): Promise<{ data: PaymentLinkAnswer }> => {
    const body = parse(paymentLinkSchema, request.body);
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const expiresAt = new Date(now + LINK_LIFETIME_MS).toISOString();
    const description = body.period > 1 ? `Recarga de créditos (${body.period} meses)` : 'Recarga de créditos';
    await db
      .insertInto('payment_links')
      .values({ token: hashOf(token), user_id: userOf(request).id, amount_cents: Math.round(body.amount * 100), period: body.period, description, invoice_id: null, expires_at: expiresAt, created_at: new Date(now).toISOString() })
      .execute();
    return { data: { token, url: `/checkout/pay?token=${token}`, expiresAt } };
  });

  app.get<{ Params: { token: string } }>('/checkout/:token', anyone, async (request): Promise<{ data: CheckoutInfo }> => {
    const link = await linkOf(request.params.token);
    const owner = await db.selectFrom('users').select('name').where('id', '=', link.user_id).executeTakeFirstOrThrow();
    const current = link.invoice_id ? await db.selectFrom('invoices').select(['id', 'status', 'method']).where('id', '=', link.invoice_id).executeTakeFirst() : undefined;
    return {
      data: {
        amount: link.amount_cents / 100,
        period: link.period as CheckoutInfo['period'],
        description: link.description,
        // First name only: whoever holds the link sees whose credits it buys, not the account.
        customer: owner.name.split(' ')[0] ?? '',
        status: current?.status === 'Paid' ? 'paid' : current?.status === 'Pending' ? 'pending' : 'open',
        invoice: current?.status === 'Pending' ? { invoice: current.id, method: current.method } : null,
        expiresAt: link.expires_at,
      },
    };
  });

  app.post<{ Params: { token: string } }>('/checkout/:token/pay', withContract(anyone, { body: checkoutPaymentSchema }), async (request): Promise<{ data: RechargeAnswer }> => {
    requireGateway();
    const { token } = request.params;
    const link = await linkOf(token);
    // The link fixes what is paid; the payer fills in who pays and how. No coupons on someone else's link.
    const body = parse(paymentSchema, { ...(request.body as object), amount: link.amount_cents / 100, period: link.period, coupon: undefined, autoRecharge: false });
    const { answer, decideAt } = await createInvoice(db, gateway, context.sandbox, {
      userId: link.user_id,
      body,
      origin: 'checkout',
      boletoUrl: (invoice) => `/api/checkout/${encodeURIComponent(token)}/boleto/${invoice}`,
      inTransaction: async (trx, invoice) => {
        const claimed = await trx
          .updateTable('payment_links')
          .set({ invoice_id: invoice })
          .where('token', '=', link.token)
          .where((eb) => eb.or([eb('invoice_id', 'is', null), eb('invoice_id', 'in', eb.selectFrom('invoices').select('id').where('status', '=', 'Cancelled'))]))
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) > 0) return;
        const current = await trx.selectFrom('invoices').select('status').innerJoin('payment_links', 'payment_links.invoice_id', 'invoices.id').where('payment_links.token', '=', link.token).executeTakeFirst();
        throw new HttpError(409, current?.status === 'Paid' ? CHECKOUT_TEXTS.paid : CHECKOUT_TEXTS.pending);
      },
    });
    await settleLater(link.user_id, answer.invoice, decideAt);
    return { data: answer };
  });

  app.get<{ Params: { token: string; invoice: string } }>('/checkout/:token/status/:invoice', anyone, async (request) => ({
    data: { status: await settle(await invoiceOfLink(request.params.token, request.params.invoice)) },
  }));

  app.get<{ Params: { token: string; invoice: string } }>('/checkout/:token/boleto/:invoice', anyone, async (request, reply) => {
    const invoice = await invoiceOfLink(request.params.token, request.params.invoice);
    if (invoice.method !== 'BOL') throw new HttpError(404, 'Boleto não encontrado.');
    const payer = await db.selectFrom('users').select(['name', 'email']).where('id', '=', invoice.user_id).executeTakeFirstOrThrow();
    return reply.type('text/html; charset=utf-8').send(boletoDocument(invoice, payer));
  });

  if (context.sandbox) {
    app.post<{ Params: { token: string; invoice: string } }>('/sandbox/checkout/:token/:invoice/pay', anyone, async (request) => ({
      data: { status: await payInSandbox(await invoiceOfLink(request.params.token, request.params.invoice)) },
    }));
  }
}
