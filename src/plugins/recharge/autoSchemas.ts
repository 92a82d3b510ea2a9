import { z } from '../../core/validation/zod';
import { paymentSchema, type PaymentPayload } from './schemas';

/** Auto-recharge (part 1 §3 "Auto-recharge state", §4, §9), shared by the page and the API. */

/** The engine recharges when the credits last this many days or fewer. */
export const AUTO_RECHARGE_DAYS = 7;
/** Monthly consumption is over 30 days. */
export const MONTH_DAYS = 30;

export type AutoPaymentMethod = 'credit_card' | 'boleto';

/** GET /recharge/auto */
export interface AutoRechargeState {
  enabled: boolean;
  paymentMethod: AutoPaymentMethod | null;
  cardLastDigits: string | null;
  cardBrand: string | null;
  /** 30 days of what the hostings cost now, in R$: what each automatic recharge adds. */
  monthly: number;
  /** The last automatic charge the card declined, until a new card or a paid recharge. */
  declinedAt: string | null;
}

/** The form's address fields go by the payment form's names in the page and by the specification's in the API. */
export const AUTO_ADDRESS_NAMES = {
  addressZip: 'cardAddressZip',
  addressStreet: 'cardAddressStreet',
  addressNumber: 'cardAddressNumber',
  addressComplement: 'cardAddressComplement',
  addressNeighborhood: 'cardAddressNeighborhood',
  addressCity: 'cardAddressCity',
  addressState: 'cardAddressState',
} as const;

type AddressName = keyof typeof AUTO_ADDRESS_NAMES;

/** The fields of the activation form (card only), by the payment form's names. */
export type AutoRechargeForm = Pick<PaymentPayload, 'cardNumber' | 'cardName' | 'cardExpiration' | 'cardCode' | 'cpfCnpj' | 'name' | 'email' | 'phone' | 'terms' | 'fingerprint' | AddressName>;

/** POST /recharge/auto with the form, as the API names its fields. */
export function toAutoRechargeBody(form: AutoRechargeForm): Record<string, unknown> {
  const body: Record<string, unknown> = { ...form };
  for (const [from, to] of Object.entries(AUTO_ADDRESS_NAMES)) {
    body[to] = body[from];
    delete body[from];
  }
  return body;
}

/** The API's body as a card payment, so the payment schema checks it exactly like a card recharge. */
export function autoBodyToPayment(body: Record<string, unknown>): Record<string, unknown> {
  const payment: Record<string, unknown> = { ...body, payment: 'CRD', amount: 1, period: 1, installments: 1 };
  for (const [to, from] of Object.entries(AUTO_ADDRESS_NAMES)) {
    payment[to] = body[from];
    delete payment[from];
  }
  return payment;
}

const card = paymentSchema.shape;

/** POST /recharge/auto's body as the API reads it: `{ disable: true }`, or the activation form checked by the payment schema (its address fields renamed). The route's contract. */
export const autoRechargeBodySchema = z.union([
  z.object({ disable: z.literal(true) }),
  z.object({
    cardNumber: card.cardNumber,
    cardName: card.cardName,
    cardExpiration: card.cardExpiration,
    cardCode: card.cardCode,
    cpfCnpj: card.cpfCnpj,
    name: card.name,
    email: card.email,
    phone: card.phone,
    terms: card.terms,
    fingerprint: card.fingerprint,
    ...Object.fromEntries(Object.entries(AUTO_ADDRESS_NAMES).map(([from, to]) => [to, card[from as AddressName]])),
  }),
]);

export const autoFieldName = (paymentField: string) => AUTO_ADDRESS_NAMES[paymentField as AddressName] ?? paymentField;
export const formFieldName = (apiField: string) => (Object.entries(AUTO_ADDRESS_NAMES).find(([, api]) => api === apiField)?.[0] ?? apiField);
