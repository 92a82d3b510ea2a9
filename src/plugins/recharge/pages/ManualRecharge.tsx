import { Alert, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { api, formatMoney } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NO_PAYMENT, PaymentStep } from '../components/PaymentStep';
import { PaymentLinkButton } from '../components/PaymentLinkButton';
import type { SavedPayer } from '../components/PaymentForm';
import { BONUS_PERCENT, MAX_AMOUNT, MIN_AMOUNT, PERIODS, type Period } from '../schemas';

const DEFAULT_AMOUNT = 50;
/** Boleto only here and on payment links (part 1 §9). */
const MANUAL_METHODS = ['PIX', 'CRD', 'BOL'] as const;

/** An order waiting for credits (GET /recharge/order/{id}, part 2 §7), e.g. a domain registration. */
interface PendingOrder {
  id: number;
  amount: number;
  status: 'pending' | 'paid' | 'cancelled';
  domain: string;
  description: string;
}

function periodFrom(value: string | null): Period {
  const period = Number(value);
  return (PERIODS as readonly number[]).includes(period) ? (period as Period) : 1;
}

/** /payment/manual-recharge: buying credits with PIX or card; query amount and period prefill it. */
export default function ManualRecharge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The field keeps the text as typed: a number state would turn a cleared field into "0" and "20" into "020".
  const [amountText, setAmountText] = useState(() => String(Number(params.get('amount')) || DEFAULT_AMOUNT));
  const amount = Math.round(Number(amountText) * 100) / 100;
  const [period, setPeriod] = useState(() => periodFrom(params.get('period')));
  const [payer, setPayer] = useState<SavedPayer>({});
  const [outcome, setOutcome] = useState(NO_PAYMENT);
  const orderId = params.get('order');
  const order = useQuery({
    queryKey: ['recharge', 'order', orderId],
    queryFn: ({ signal }) => api<PendingOrder>('GET', `/recharge/order/${encodeURIComponent(orderId ?? '')}`, { signal }),
    enabled: !!orderId && /^\d+$/.test(orderId),
  });
  // ?order prefills the amount with what the order costs; ?amount still wins when both are given.
  useEffect(() => {
    if (order.data && !params.get('amount')) setAmountText(String(Math.max(MIN_AMOUNT, order.data.amount)));
  }, [order.data, params]);
  const amountError = !Number.isFinite(amount) || amount < MIN_AMOUNT ? t('recharge.manual.minimum', { amount: formatMoney(MIN_AMOUNT) })
    : amount > MAX_AMOUNT ? t('recharge.manual.maximum', { amount: formatMoney(MAX_AMOUNT) }) : null;
  const valid = amountError === null;

  return (
    <Card component="section" aria-labelledby="manual-recharge-title">
      <CardContent>
        <Stack spacing={3}>
          <Typography id="manual-recharge-title" variant="h5" component="h1">{t('recharge.manual.title')}</Typography>
          {order.data && <Alert severity="info">{t('recharge.manual.order', { description: order.data.description, amount: formatMoney(order.data.amount) })}</Alert>}
          {!outcome.payment && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={t('recharge.manual.amount')} type="number" value={amountText} onChange={(e) => setAmountText(e.target.value)}
                error={!valid} helperText={amountError ?? ' '} slotProps={{ htmlInput: { min: MIN_AMOUNT, max: MAX_AMOUNT, step: 0.01 } }} />
              <TextField select label={t('recharge.manual.period')} value={period} onChange={(e) => setPeriod(Number(e.target.value) as Period)} sx={{ minWidth: 240 }}>
                {PERIODS.map((p) => (
                  <MenuItem key={p} value={p}>{t('recharge.manual.periodOption', { count: p, bonus: BONUS_PERCENT[p] })}</MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
          {valid && !outcome.payment && <PaymentLinkButton amount={amount} period={period} />}
          {valid && (
            <PaymentStep methods={MANUAL_METHODS} withCoupon order={{ amount, period }} payer={payer} onPayerChange={setPayer} outcome={outcome} onOutcomeChange={setOutcome}
              continueLabel={t('recharge.manual.done')} onContinue={() => navigate(order.data?.domain ? `/domain/${order.data.domain}` : '/')} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
