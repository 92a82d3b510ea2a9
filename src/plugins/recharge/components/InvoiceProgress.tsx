import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING, api, pollWhile, publishError } from '@core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargePaths, type InvoiceStatus } from '../schemas';
import type { PendingPayment } from './PaymentStep';
import { BoletoView } from './BoletoView';
import { PixCode } from './PixCode';

/**
 * A sent payment until the gateway decides: polled every 3 s (10 s after an error). Paid
 * refreshes the credit balance and the hostings; Paid and Cancelled end the polling.
 */
export interface InvoicePaths {
  submit: string;
  status: (invoice: string) => string;
  sandboxPay: (invoice: string) => string;
}

export function InvoiceProgress({ payment, onStatus, paths }: { payment: PendingPayment; onStatus: (status: InvoiceStatus) => void; paths?: InvoicePaths }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const statusKey = ['recharge', 'status', payment.invoice];
  const statusPath = (paths?.status ?? rechargePaths.status)(payment.invoice);
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api<{ status: InvoiceStatus }>('GET', statusPath, { signal }).then((a) => a.status),
    refetchInterval: (query) => pollWhile(query.state.data === undefined || query.state.data === 'Pending', POLLING.paymentStatus, POLLING.paymentStatusAfterError)(query),
    meta: { handlesErrors: true },
  });

  useEffect(() => {
    // A paid recharge changes the balance and may reactivate suspended hostings: the account's data is refreshed, the decided status aside.
    if (status.data === 'Paid') void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== `recharge/status/${payment.invoice}` });
    if (status.data === 'Paid' || status.data === 'Cancelled') onStatus(status.data);
  }, [status.data, onStatus, queryClient, payment.invoice]);

  const payInSandbox = async () => {
    try {
      await api('POST', (paths?.sandboxPay ?? rechargePaths.sandboxPay)(payment.invoice));
      await queryClient.invalidateQueries({ queryKey: statusKey });
    } catch (error) {
      publishError(error);
    }
  };

  const isPix = payment.method === 'PIX';
  const isBoleto = payment.method === 'BOL';
  return (
    <Stack spacing={3}>
      {isPix && payment.code && <PixCode code={payment.code} qrcode={payment.qrcode} expiration={payment.expiration} />}
      {isBoleto && payment.boleto && <BoletoView boleto={payment.boleto} />}
      {payment.method === 'CRD' && <Alert severity="info">{t('recharge.card.notice')}</Alert>}
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{isPix ? t('recharge.status.checkingPix') : isBoleto ? t('recharge.status.checkingBoleto') : t('recharge.status.checking')}</Typography>
      </Box>
      {(isPix || isBoleto) && payment.sandbox && (
        <Alert severity="warning" action={<Button color="inherit" onClick={() => void payInSandbox()}>{t(isBoleto ? 'recharge.sandbox.payBoleto' : 'recharge.sandbox.pay')}</Button>}>
          {t(isBoleto ? 'recharge.sandbox.boletoNotice' : 'recharge.sandbox.notice')}
        </Alert>
      )}
    </Stack>
  );
}
