import QRCode from 'qrcode';
import { createHash } from 'node:crypto';
import { buildBoleto } from './boleto';
import { buildPixPayload } from './brCode';
import { cardBrand, cardOutcome, type CardOutcome } from './testCards';

/** What the gateway says about a charge: still open, paid, or not going to be paid. */
export type ChargeStatus = 'Pending' | 'Paid' | 'Cancelled';

/** The gateway's record of one charge, kept by the caller beside its invoice. */
export interface ChargeState {
  method: 'PIX' | 'CRD' | 'BOL';
  /** Cards: what the gateway will answer once it settles; PIX and boleto: null. */
  outcome: CardOutcome | null;
  settlesAt: string | null;
  expiresAt: string | null;
  paidAt: string | null;
}

export interface PixCharge {
  code: string;
  qrcode: string;
  expiresAt: string;
}

export interface BoletoCharge {
  line: string;
  barcode: string;
  /** The due date printed on the boleto (YYYY-MM-DD). */
  dueDate: string;
  expiresAt: string;
  state: ChargeState;
}

/** A card kept by the gateway for later charges: only the token is ours to store. */
export interface CardToken {
  token: string;
  lastDigits: string;
  brand: string;
}

/** Real-world delays, multiplied by the app's time scale. */
const PIX_LIFETIME_MS = 30 * 60_000;
const CARD_SETTLE_MS = 5_000;
/** A boleto can be paid until its due date, 3 days on. */
const BOLETO_DUE_DAYS = 3;
const DAY_MS = 86_400_000;
/**
 * The bank's clearing notice after a boleto is paid. Banks take 1 to 3 business days (part 1 §9);
 * the sandbox, like the providers' own, compresses it to seconds so a test is not a wait.
 */
const BOLETO_CLEARING_MS = 10_000;
/** The sandbox "bank" that issues the boletos (FEBRABAN code). */
const BOLETO_BANK = '341';

const MERCHANT = { key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', name: 'Painel Hospedagem', city: 'SAO PAULO' };

/**
 * The sandbox payment gateway: PIX charges with a real BR Code that are paid only through the
 * development action or expire, and card charges whose test number decides the outcome after a
 * short settlement delay. It keeps no state of its own; callers store the ChargeState.
 */
export class SandboxGateway {
  constructor(
    private readonly timeScale: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async createPixCharge(invoiceId: string, amountCents: number): Promise<PixCharge & { state: ChargeState }> {
    const code = buildPixPayload({
      key: MERCHANT.key,
      merchantName: MERCHANT.name,
      merchantCity: MERCHANT.city,
      amount: amountCents / 100,
      txid: invoiceId.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    });
    const expiresAt = new Date(this.now() + PIX_LIFETIME_MS * this.timeScale).toISOString();
    return {
      code,
      qrcode: await QRCode.toDataURL(code, { margin: 1, width: 240 }),
      expiresAt,
      state: { method: 'PIX', outcome: null, settlesAt: null, expiresAt, paidAt: null },
    };
  }

  createCardCharge(cardNumber: string): ChargeState & { settlesAt: string } {
    const settlesAt = new Date(this.now() + CARD_SETTLE_MS * this.timeScale).toISOString();
    return { method: 'CRD', outcome: cardOutcome(cardNumber), settlesAt, expiresAt: null, paidAt: null };
  }

  /** A boleto for the amount, due in 3 days, with a valid FEBRABAN barcode and linha digitável. */
  createBoletoCharge(invoiceId: string, amountCents: number): BoletoCharge {
    const now = this.now();
    const due = new Date(now + BOLETO_DUE_DAYS * DAY_MS);
    const ourNumber = BigInt(`0x${createHash('sha256').update(invoiceId).digest('hex').slice(0, 20)}`).toString().padStart(25, '0').slice(-25);
    const { line, barcode } = buildBoleto({ bank: BOLETO_BANK, amountCents, dueDate: due, freeField: ourNumber });
    const expiresAt = new Date(now + BOLETO_DUE_DAYS * DAY_MS * this.timeScale).toISOString();
    return { line, barcode, dueDate: due.toISOString().slice(0, 10), expiresAt, state: { method: 'BOL', outcome: null, settlesAt: null, expiresAt, paidAt: null } };
  }

  /** Keeps a card for later charges (auto-recharge); its test number still decides their outcome. */
  tokenizeCard(cardNumber: string): CardToken {
    const digits = cardNumber.replace(/\D/g, '');
    return { token: `card_sandbox_${cardOutcome(digits)}_${crypto.randomUUID()}`, lastDigits: digits.slice(-4), brand: cardBrand(digits) };
  }

  /** Charges a kept card: settles like a typed card, approved or declined as that card would be. */
  chargeCardToken(token: string): ChargeState & { settlesAt: string } {
    const outcome = (/^card_sandbox_(approved|declined|pending)_/.exec(token)?.[1] ?? 'declined') as CardOutcome;
    const settlesAt = new Date(this.now() + CARD_SETTLE_MS * this.timeScale).toISOString();
    return { method: 'CRD', outcome, settlesAt, expiresAt: null, paidAt: null };
  }

  /** The sandbox's "pay this invoice" action: only an open PIX or boleto can be paid. */
  payInSandbox(state: ChargeState): ChargeState | null {
    if (state.method === 'CRD' || state.paidAt || this.status(state) !== 'Pending') return null;
    return { ...state, paidAt: new Date(this.now()).toISOString() };
  }

  /** When the bank's clearing notice of a paid boleto arrives. */
  boletoClearsAt(paidAt: string): string {
    return new Date(Date.parse(paidAt) + BOLETO_CLEARING_MS * this.timeScale).toISOString();
  }

  payPix(state: ChargeState): ChargeState | null {
    return state.method === 'PIX' ? this.payInSandbox(state) : null;
  }

  status(state: ChargeState): ChargeStatus {
    const now = this.now();
    if (state.method === 'BOL') {
      if (state.paidAt) return Date.parse(state.paidAt) + BOLETO_CLEARING_MS * this.timeScale <= now ? 'Paid' : 'Pending';
      return state.expiresAt && Date.parse(state.expiresAt) <= now ? 'Cancelled' : 'Pending';
    }
    if (state.method === 'PIX') {
      if (state.paidAt) return 'Paid';
      return state.expiresAt && Date.parse(state.expiresAt) <= now ? 'Cancelled' : 'Pending';
    }
    if (!state.settlesAt || Date.parse(state.settlesAt) > now) return 'Pending';
    if (state.outcome === 'approved') return 'Paid';
    if (state.outcome === 'declined') return 'Cancelled';
    return 'Pending';
  }
}
