import { Alert, Box, Button, Stack } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, PaymentMethod, PaymentPayload, RechargeAnswer } from '../schemas';
import { InvoiceProgress, type InvoicePaths } from './InvoiceProgress';
import { PaymentForm, type PaymentOrder, type SavedPayer } from './PaymentForm';

export type PendingPayment = RechargeAnswer & { method: PaymentPayload['payment'] };

/** Where a payment stands; the caller keeps it (so a reload resumes polling) and passes it back. */
export interface PaymentOutcome {
  payment: PendingPayment | null;
  status: InvoiceStatus | null;
}

export const NO_PAYMENT: PaymentOutcome = { payment: null, status: null };

export interface PaymentStepProps {
  /** PIX and card unless given (boleto: manual recharge and payment links). */
  methods?: readonly PaymentMethod[];
  withCoupon?: boolean;
  /** A payment link's own paths instead of the session's. */
  paths?: InvoicePaths;
  order: PaymentOrder;
  payer: SavedPayer;
  onPayerChange: (payer: SavedPayer) => void;
  outcome: PaymentOutcome;
  onOutcomeChange: (outcome: PaymentOutcome) => void;
  /** The main button once the payment is confirmed ("Criar hospedagem", "Continuar"). */
  continueLabel: string;
  onContinue: () => void;
}

/**
 * The payment tail of part 1 §2: the form, then the PIX code or the card notice while the
 * status is polled, then "confirmed" with the caller's next step, or "cancelled" with a retry.
 */
export function PaymentStep({ methods, withCoupon, paths, order, payer, onPayerChange, outcome, onOutcomeChange, continueLabel, onContinue }: PaymentStepProps) {
  const { t } = useTranslation();
  const onStatus = useCallback((status: InvoiceStatus) => onOutcomeChange({ ...outcome, status }), [outcome, onOutcomeChange]);

  if (!outcome.payment) {
    return <PaymentForm methods={methods} withCoupon={withCoupon} submitPath={paths?.submit} order={order} payer={payer} onPayerChange={onPayerChange} onInvoice={(payment) => onOutcomeChange({ payment, status: 'Pending' })} />;
  }
  if (outcome.status === 'Paid') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status">{t('recharge.status.paid')}</Alert>
        <Button variant="contained" size="large" onClick={onContinue}>{continueLabel}</Button>
      </Stack>
    );
  }
  if (outcome.status === 'Cancelled') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" role="alert">{t('recharge.status.cancelled')}</Alert>
        <Button variant="contained" onClick={() => onOutcomeChange(NO_PAYMENT)}>{t('recharge.status.retry')}</Button>
      </Stack>
    );
  }
  return (
    <Box>
      <InvoiceProgress key={outcome.payment.invoice} payment={outcome.payment} onStatus={onStatus} paths={paths} />
    </Box>
  );
}
