import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { MAX_AMOUNT, MAX_INSTALLMENTS, MIN_AMOUNT, PAYMENT_METHODS, PERIODS, type PaymentMethod, type Period } from './model';

export * from './model';

/** The payment payloads and answers of part 1 §3 and §7, shared by the payment form and the API. */

export const digits = (value: string) => value.replace(/\D/g, '');

export const COUPON_MAX = 40;
/** The coupon field's answers (manual recharge). */
export const COUPON_TEXTS = {
  invalid: 'Cupom inválido.',
  expired: 'Este cupom expirou.',
  used: 'Você já utilizou este cupom.',
} as const;

export const couponSchema = z.object({ coupon: z.string().trim().min(1, 'Informe o cupom.').max(COUPON_MAX, COUPON_TEXTS.invalid) });

/** POST /recharge/coupon answers what the coupon gives. */
export interface CouponAnswer {
  code: string;
  bonusPercent: number;
  description: string;
}

/** CNPJ when more than 11 digits are typed (part 1 §5). */
export const isCnpj = (cpfCnpj: string) => digits(cpfCnpj).length > 11;

/** A text the payer must fill: `message` when it is missing or blank; past `max`, the shared words for a maximum. */
const required = (message: string, max: number) =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) }).trim().min(1, message).max(max);

function expiryInFuture(value: string, now = new Date()): boolean {
  const [month, year] = value.split('/').map(Number);
  if (!month || month > 12 || Number.isNaN(year)) return false;
  const lastDay = new Date(2000 + year, month, 0, 23, 59, 59);
  return lastDay >= now;
}

/** As typed, masks included (part 1 §5): "0000 0000 0000 0000", "MM/AA", 3 or 4 digits. */
const CARD_FIELDS = {
  cardNumber: z.string().max(19).optional(),
  cardName: z.string().max(MAX_LENGTH.personName).optional(),
  cardExpiration: z.string().max(5).optional(),
  cardCode: z.string().max(4).optional(),
  installments: z.coerce.number().int().min(1).max(MAX_INSTALLMENTS).optional(),
  fingerprint: z.string().max(MAX_LENGTH.token).optional(),
};

/** The zip code as typed ("01310-100") and the state as its two letters. */
const ADDRESS_FIELDS = {
  addressZip: z.string().max(9).optional(),
  addressStreet: z.string().max(MAX_LENGTH.shortText).optional(),
  addressNumber: z.string().max(20).optional(),
  addressComplement: z.string().max(MAX_LENGTH.shortText).optional(),
  addressNeighborhood: z.string().max(MAX_LENGTH.shortText).optional(),
  addressCity: z.string().max(MAX_LENGTH.shortText).optional(),
  addressState: z.string().max(2).optional(),
};

export const paymentSchema = z
  .object({
    payment: z.enum(PAYMENT_METHODS),
    autoRecharge: z.boolean().default(false),
    cpfCnpj: required('Informe o CPF ou CNPJ.', MAX_LENGTH.cpfCnpj).refine((v) => (isCnpj(v) ? isValidCnpj(digits(v)) : isValidCpf(digits(v))), 'CPF ou CNPJ inválido.'),
    name: required('Informe o nome.', MAX_LENGTH.personName).pipe(z.string().min(3, 'Informe o nome completo.')),
    email: z.email('Informe um e-mail válido.').max(MAX_LENGTH.email),
    phone: required('Informe o telefone.', MAX_LENGTH.phone).refine((v) => [10, 11].includes(digits(v).length), 'Telefone inválido.'),
    terms: z.boolean().refine((v) => v, 'Você precisa aceitar os termos de uso.'),
    googleClientId: z.string().max(MAX_LENGTH.token).optional(),
    googleSessionId: z.string().max(MAX_LENGTH.token).optional(),
    amount: z.number({ error: 'Valor inválido.' }).min(MIN_AMOUNT, 'O valor mínimo é R$ 1,00.').max(MAX_AMOUNT, 'O valor máximo é R$ 100.000,00.').multipleOf(0.01),
    period: z.literal(PERIODS, { error: 'Período inválido.' }),
    plan: z.number().int().positive().optional(),
    region: z.enum(['BR', 'US']).optional(),
    n8n: z.boolean().optional(),
    n8nTemplate: z.string().max(200).optional(),
    coupon: z.string().trim().max(COUPON_MAX, COUPON_TEXTS.invalid).optional(),
    ...CARD_FIELDS,
    ...ADDRESS_FIELDS,
  })
  .superRefine(
    (value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const text = (field: keyof typeof value) => (typeof value[field] === 'string' ? (value[field] as string) : '');
      if (digits(text('cardNumber')).length !== 16) issue('cardNumber', 'O número do cartão deve ter 16 dígitos.');
      if (!text('cardName').trim()) issue('cardName', 'Informe o nome impresso no cartão.');
      if (!/^\d{2}\/\d{2}$/.test(text('cardExpiration')) || !expiryInFuture(text('cardExpiration'))) issue('cardExpiration', 'Validade inválida.');
      if (!/^\d{3,4}$/.test(text('cardCode'))) issue('cardCode', 'O código de segurança deve ter 3 ou 4 dígitos.');
      if (!value.installments) issue('installments', 'Escolha o número de parcelas.');
      if (digits(text('addressZip')).length !== 8) issue('addressZip', 'CEP inválido.');
      for (const [field, message] of [
        ['addressStreet', 'Informe o endereço.'],
        ['addressNumber', 'Informe o número.'],
        ['addressNeighborhood', 'Informe o bairro.'],
        ['addressCity', 'Informe a cidade.'],
        ['addressState', 'Informe o estado.'],
      ] as const) {
        if (!text(field).trim()) issue(field, message);
      }
    },
    /* Card errors show together with the others, not only once the rest is valid. */
    { when: (payload) => (payload.value as { payment?: unknown } | undefined)?.payment === 'CRD' },
  );

/** What the payer of a payment link sends (the link fixes amount and period; no coupon nor auto-recharge): the route's contract, checked there with `paymentSchema` as a whole. */
export const checkoutPaymentSchema = z.object(paymentSchema.shape).omit({ amount: true, period: true, coupon: true, autoRecharge: true });

export type PaymentPayload = z.input<typeof paymentSchema>;
export type PaymentBody = z.output<typeof paymentSchema>;

/** The fields that describe a card: never stored in the browser nor in the database. */
export const CARD_DATA_FIELDS = ['cardNumber', 'cardName', 'cardExpiration', 'cardCode'] as const;

export const simulateSchema = z.object({
  amount: z.number().positive().max(MAX_AMOUNT),
  cardBin: z.string().max(6, 'Informe os 6 primeiros dígitos do cartão.').regex(/^\d{6}$/, 'Informe os 6 primeiros dígitos do cartão.'),
  maxInstallments: z.number().int().min(1).max(MAX_INSTALLMENTS).default(MAX_INSTALLMENTS),
});

/** Installment count to the value of each installment. */
export type Installments = Record<string, number>;

export type InvoiceStatus = 'Pending' | 'Paid' | 'Cancelled';

export interface RechargeAnswer {
  invoice: string;
  code?: string;
  qrcode?: string;
  expiration?: string;
  /** True when the development-only "pay this invoice" action is available. */
  sandbox?: boolean;
  boleto?: BoletoAnswer;
}

export interface BoletoAnswer {
  /** 47 digits; the page shows it formatted. */
  line: string;
  barcode: string;
  /** YYYY-MM-DD */
  dueDate: string;
  /** The printable boleto (HTML), behind the session or the payment link. */
  url: string;
}

/** A link to pay a recharge without signing in (/checkout/pay?token=…). */
export const paymentLinkSchema = z.object({
  amount: z.number({ error: 'Valor inválido.' }).min(MIN_AMOUNT, 'O valor mínimo é R$ 1,00.').max(MAX_AMOUNT, 'O valor máximo é R$ 100.000,00.').multipleOf(0.01),
  period: z.literal(PERIODS, { error: 'Período inválido.' }),
});

export interface PaymentLinkAnswer {
  token: string;
  /** The panel's path to share: /checkout/pay?token=… */
  url: string;
  expiresAt: string;
}

export const CHECKOUT_TEXTS = {
  invalid: 'Link de pagamento inválido ou expirado.',
  paid: 'Este link já foi pago.',
  pending: 'Já existe um pagamento em andamento para este link.',
} as const;

/** GET /checkout/{token}: what the link pays, for whom (first name), and where it stands. */
export interface CheckoutInfo {
  amount: number;
  period: Period;
  description: string;
  customer: string;
  status: 'open' | 'pending' | 'paid';
  invoice: { invoice: string; method: PaymentMethod } | null;
  expiresAt: string;
}
