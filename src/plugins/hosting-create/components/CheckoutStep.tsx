import { Box, Button, Card, CardContent, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { formatMoney, useCurrentUser } from '@core';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../recharge/contract';
import { PaymentStep, type PaymentOutcome, type SavedPayer } from '../../recharge/ui';
import type { Plan, Product, Region } from '../catalogue';
import { extrasTotal, type ExtraChoice } from '../extras';
import type { PeriodOffer } from '../pricing';

interface Props {
  product: Product;
  plan: Plan;
  region: Region;
  offers: PeriodOffer[];
  period: Period;
  extras: ExtraChoice;
  n8nTemplate: string;
  paying: boolean;
  payment: PaymentOutcome;
  payer: SavedPayer;
  onPeriod: (period: Period) => void;
  onPaying: (paying: boolean) => void;
  onPayment: (payment: PaymentOutcome) => void;
  onPayer: (payer: SavedPayer) => void;
  onSkip: () => void;
  onPaid: () => void;
}

function PeriodLabel({ offer }: { offer: PeriodOffer }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 1 }}>
      <Typography fontWeight={700}>{t('hosting-create.checkout.months', { count: offer.period })}</Typography>
      <Typography variant="body2">
        {t('hosting-create.checkout.monthly', { price: formatMoney(offer.monthly) })}
        {offer.discount > 0 && ` · ${t('hosting-create.checkout.discount', { percent: offer.discount })}`}
        {offer.bonus > 0 && ` · ${t('hosting-create.checkout.bonus', { percent: offer.bonus })}`}
      </Typography>
    </Box>
  );
}

/** Step 4: the period (longest by default) with its discount and bonus, then payment or skip. */
export function CheckoutStep(props: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { product, plan, region, offers, period, extras, paying, payment } = props;
  const offer = offers.find((o) => o.period === period) ?? offers[offers.length - 1];
  const amount = Math.round((offer.total + extrasTotal(extras, offer.period)) * 100) / 100;
  const skipLabel = user.data?.isFirstAccess ? t('hosting-create.checkout.trial') : t('hosting-create.checkout.skip');

  return (
    <Stack spacing={3}>
      {!paying && (
        <RadioGroup aria-label={t('hosting-create.checkout.period')} value={offer.period} onChange={(e) => props.onPeriod(Number(e.target.value) as Period)}>
          {offers.map((o) => (
            <FormControlLabel key={o.period} value={o.period} control={<Radio />} label={<PeriodLabel offer={o} />} />
          ))}
        </RadioGroup>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h3" fontWeight={700}>{t('hosting-create.checkout.summary')}</Typography>
          <Typography>{plan.name} · {t('hosting-create.checkout.months', { count: offer.period })}</Typography>
          <Typography data-testid="checkout-total">{t('hosting-create.checkout.total', { price: formatMoney(amount) })}</Typography>
          {offer.bonus > 0 && (
            <Typography color="secondary">{t('hosting-create.checkout.bonusAmount', { price: formatMoney(Math.round(amount * offer.bonus) / 100) })}</Typography>
          )}
        </CardContent>
      </Card>
      {paying ? (
        <Stack spacing={2}>
          <PaymentStep
            order={{ amount, period: offer.period, plan: plan.id, region, ...(product === 'n8n' ? { n8n: true, n8nTemplate: props.n8nTemplate } : {}) }}
            payer={props.payer}
            onPayerChange={props.onPayer}
            outcome={payment}
            onOutcomeChange={props.onPayment}
            continueLabel={product === 'n8n' ? t('hosting-create.actions.continue') : t('hosting-create.actions.create')}
            onContinue={props.onPaid}
          />
          {payment.status !== 'Paid' && (
            <Stack direction="row" spacing={1}>
              <Button onClick={() => props.onPaying(false)}>{t('hosting-create.checkout.changePeriod')}</Button>
              <Button color="inherit" onClick={() => props.onPaying(false)}>{t('hosting-create.actions.cancel')}</Button>
            </Stack>
          )}
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" size="large" onClick={() => props.onPaying(true)}>
            {offer.period > 1 ? t('hosting-create.checkout.secure') : t('hosting-create.checkout.pay')}
          </Button>
          {product !== 'n8n' && <Button onClick={props.onSkip}>{skipLabel}</Button>}
        </Stack>
      )}
    </Stack>
  );
}
