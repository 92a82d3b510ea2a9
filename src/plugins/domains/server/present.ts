import type { Selectable } from 'kysely';
import type { DomainsTable } from '@server/db/schema';
import { EXPIRY_WARNING_DAYS, type Domain, type DomainState } from '../contract';

export type DomainRow = Selectable<DomainsTable>;

const STATUS_TEXT: Record<DomainState, string> = {
  pending: 'Pendente',
  pending_payment: 'Aguardando Pagamento',
  registering: 'Em registro',
  transferring: 'Em transferência',
  registered: 'Registrado',
  expiring: 'Expirando',
  expired: 'Expirado',
};

function stateOf(row: DomainRow, daysToExpire: number | null, paidOrder: boolean): DomainState {
  if (row.status === 'pending') return paidOrder ? 'registering' : 'pending';
  if (row.status === 'pending_payment' || row.status === 'transferring') return row.status;
  if (daysToExpire !== null && daysToExpire < 0) return 'expired';
  if (daysToExpire !== null && daysToExpire <= EXPIRY_WARNING_DAYS) return 'expiring';
  return 'registered';
}

/** The §3 domain; `orderId` is the order waiting for payment, `paidOrder` a paid one still at the registry. */
export function present(row: DomainRow, { orderId = null, paidOrder = false }: { orderId?: number | null; paidOrder?: boolean } = {}): Domain {
  const daysToExpire = row.expiration_date ? Math.ceil((Date.parse(row.expiration_date) - Date.now()) / 86_400_000) : null;
  const years = row.register_date && row.expiration_date ? Math.round((Date.parse(row.expiration_date) - Date.parse(row.register_date)) / (365.25 * 86_400_000)) : 1;
  const state = stateOf(row, daysToExpire, paidOrder);
  return {
    domain: row.domain,
    state,
    registerDate: row.register_date,
    expirationDate: row.expiration_date,
    daysToExpire,
    statusText: STATUS_TEXT[state],
    isPending: ['pending', 'pending_payment', 'registering', 'transferring'].includes(state),
    isPendingPayment: state === 'pending_payment',
    isRenewable: ['registered', 'expiring', 'expired'].includes(state),
    orderId,
    renewPrice: row.renew_price,
    period: Math.max(1, years),
  };
}
