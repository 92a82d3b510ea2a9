import type { Kysely } from 'kysely';
import { HttpError, fieldError } from '@server/http/errors';
import type { SandboxGateway } from '@server/sandbox/gateway/gateway';
import { luhnValid, cardBrand } from '@server/sandbox/gateway/testCards';
import { BONUS_PERCENT, digits, rechargePaths, type PaymentBody, type RechargeAnswer } from '../schemas';
import { redeemCoupon, usableCoupon } from './coupons';
import type { InvoicesTable } from './invoices';
import type { RechargeDatabase, RechargeTables } from './tables';

export function checkCard(body: PaymentBody) {
  const number = digits(body.cardNumber ?? '');
  if (!luhnValid(number)) throw fieldError('cardNumber', 'Número de cartão inválido.');
  if (!body.fingerprint) throw fieldError('fingerprint', 'Não foi possível identificar o dispositivo. Atualize a página e tente novamente.');
  return { brand: cardBrand(number) };
}

const METHOD_NAMES = { PIX: 'PIX', CRD: 'cartão', BOL: 'boleto' } as const;

function describe(body: PaymentBody): string {
  const method = METHOD_NAMES[body.payment];
  return body.period > 1 ? `Recarga via ${method} (${body.period} meses)` : `Recarga via ${method}`;
}

export interface NewInvoice {
  userId: number;
  body: PaymentBody;
  origin: 'manual' | 'checkout';
  /** Where the boleto's printable page is served: the session's or the payment link's. */
  boletoUrl: (invoice: string) => string;
  /** Runs in the transaction that stores the invoice (a payment link takes it there). */
  inTransaction?: (trx: RechargeDatabase, invoice: string) => Promise<void>;
}

/**
 * Opens a recharge invoice with the gateway: PIX, card or boleto, the period's bonus plus a
 * coupon's, the coupon taken in the same transaction as the invoice. Returns what the page shows
 * and when the gateway will have decided (for the settle job).
 */
export async function createInvoice(db: RechargeDatabase, gateway: SandboxGateway, sandbox: boolean, request: NewInvoice): Promise<{ answer: RechargeAnswer; decideAt: string }> {
  const { body, userId } = request;
  const id = crypto.randomUUID();
  const coupon = body.coupon ? await usableCoupon(db, userId, body.coupon) : null;
  if (body.payment === 'CRD') checkCard(body);
  const amountCents = Math.round(body.amount * 100);
  const bonusPercent = BONUS_PERCENT[body.period] + (coupon?.bonusPercent ?? 0);
  const invoice: InvoicesTable = {
    id,
    user_id: userId,
    method: body.payment,
    amount_cents: amountCents,
    bonus_cents: Math.round((amountCents * bonusPercent) / 100),
    period: body.period,
    description: describe(body) + (coupon ? ` com cupom ${coupon.code}` : ''),
    status: 'Pending',
    card_outcome: null,
    settles_at: null,
    expires_at: null,
    paid_at: null,
    n8n_template: body.n8n ? (body.n8nTemplate ?? 'POSTGRES') : null,
    created_at: new Date().toISOString(),
    origin: request.origin,
    coupon_code: coupon?.code ?? null,
  };
  let answer: RechargeAnswer = { invoice: id };
  let decideAt: string;
  if (body.payment === 'CRD') {
    const charge = gateway.createCardCharge(digits(body.cardNumber ?? ''));
    Object.assign(invoice, { card_outcome: charge.outcome, settles_at: charge.settlesAt });
    decideAt = charge.settlesAt;
  } else if (body.payment === 'PIX') {
    const pix = await gateway.createPixCharge(id, amountCents);
    invoice.expires_at = pix.expiresAt;
    answer = { invoice: id, code: pix.code, qrcode: pix.qrcode, expiration: pix.expiresAt, sandbox };
    decideAt = pix.expiresAt;
  } else {
    const boleto = gateway.createBoletoCharge(id, amountCents);
    Object.assign(invoice, { expires_at: boleto.expiresAt, boleto_line: boleto.line, boleto_barcode: boleto.barcode, boleto_due: boleto.dueDate });
    answer = { invoice: id, expiration: boleto.expiresAt, sandbox, boleto: { line: boleto.line, barcode: boleto.barcode, dueDate: boleto.dueDate, url: request.boletoUrl(id) } };
    decideAt = boleto.expiresAt;
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('invoices').values(invoice).execute();
    if (coupon) await redeemCoupon(trx as unknown as Kysely<RechargeTables>, userId, coupon.code, id, invoice.created_at);
    await request.inTransaction?.(trx, id);
  });
  return { answer, decideAt };
}

export const sessionBoletoUrl = (invoice: string) => `/api${rechargePaths.boleto(invoice)}`;

export function notFound(): never {
  throw new HttpError(404, 'Fatura não encontrada.');
}
