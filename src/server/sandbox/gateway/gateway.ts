import QRCode from 'qrcode';
import { buildPixPayload } from './brCode';
import { cardOutcome, type CardOutcome } from './testCards';

/** What the gateway says about a charge: still open, paid, or not going to be paid. */
export type ChargeStatus = 'Pending' | 'Paid' | 'Cancelled';

/** The gateway's record of one charge, kept by the caller beside its invoice. */
export interface ChargeState {
  method: 'PIX' | 'CRD';
  /** Cards: what the gateway will answer once it settles; PIX: null until paid. */
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

/** Real-world delays, multiplied by the app's time scale. */
const PIX_LIFETIME_MS = 30 * 60_000;
const CARD_SETTLE_MS = 5_000;

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

  /** The sandbox's "pay this invoice" action: only an open PIX charge can be paid. */
  payPix(state: ChargeState): ChargeState | null {
    if (state.method !== 'PIX' || this.status(state) !== 'Pending') return null;
    return { ...state, paidAt: new Date(this.now()).toISOString() };
  }

  status(state: ChargeState): ChargeStatus {
    const now = this.now();
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
