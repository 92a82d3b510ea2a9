import { Alert, Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { api, formatMoney, PageLoading } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SavedPayer } from '../components/PaymentForm';
import { NO_PAYMENT, PaymentStep } from '../components/PaymentStep';
import { rechargePaths, type CheckoutInfo } from '../schemas';

const LINK_METHODS = ['PIX', 'CRD', 'BOL'] as const;

/** /checkout/pay?token=…: paying someone's recharge from a link, without signing in (part 1 §2 guest routes). */
export default function CheckoutPay() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [payer, setPayer] = useState<SavedPayer>({});
  const [outcome, setOutcome] = useState(NO_PAYMENT);
  const info = useQuery({
    queryKey: ['checkout', token],
    queryFn: ({ signal }) => api<CheckoutInfo>('GET', rechargePaths.checkout(token), { signal }),
    enabled: token.length > 0,
    retry: false,
    meta: { handlesErrors: true },
  });
  const paths = useMemo(() => ({
    submit: rechargePaths.checkoutPay(token),
    status: (invoice: string) => rechargePaths.checkoutStatus(token, invoice),
    sandboxPay: (invoice: string) => rechargePaths.checkoutSandboxPay(token, invoice),
  }), [token]);
  const data = info.data;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Card component="section" aria-labelledby="checkout-title">
        <CardContent>
          <Stack spacing={3}>
            <Typography id="checkout-title" variant="h5" component="h1">{t('recharge.checkout.heading')}</Typography>
            {info.isLoading && <PageLoading />}
            {(!token || info.isError) && <Alert severity="error">{t('recharge.checkout.invalid')}</Alert>}
            {data && (
              <>
                <Typography>{t('recharge.checkout.for', { description: data.description, customer: data.customer, amount: formatMoney(data.amount) })}</Typography>
                {data.status === 'paid' && !outcome.payment && <Alert severity="success">{t('recharge.checkout.paid')}</Alert>}
                {data.status === 'pending' && !outcome.payment && <Alert severity="info">{t('recharge.checkout.pending')}</Alert>}
                {data.status === 'open' || outcome.payment ? (
                  <Box>
                    <PaymentStep methods={LINK_METHODS} paths={paths} order={{ amount: data.amount, period: data.period }} payer={payer} onPayerChange={setPayer}
                      outcome={outcome} onOutcomeChange={setOutcome} continueLabel={t('recharge.checkout.done')}
                      onContinue={() => { setOutcome(NO_PAYMENT); void info.refetch(); }} />
                  </Box>
                ) : null}
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
