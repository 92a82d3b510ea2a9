import { Alert, Grid, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api, formatMoney } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { MASKS, MaskedTextField } from '@core/forms';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_INSTALLMENTS, digits, paymentSchema, rechargePaths, type Installments, type PaymentPayload } from '../schemas';

const INTEREST_FREE = 3;
const MAX_LENGTH = maxLengthsOf(paymentSchema);

/** The card: number, printed name (upper-cased), expiry, code, and installments the gateway simulates (not for a kept card: no amount). */
export function CardFields({ amount }: { amount?: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PaymentPayload>();
  const cardBin = digits(useWatch({ control, name: 'cardNumber' }) ?? '').slice(0, 6);
  const installments = useQuery({
    queryKey: ['recharge', 'installments', amount, cardBin],
    queryFn: ({ signal }) =>
      api<{ installments: Installments }>('POST', rechargePaths.simulate, { body: { amount, cardBin, maxInstallments: MAX_INSTALLMENTS }, signal }),
    enabled: cardBin.length === 6 && amount !== undefined,
    meta: { handlesErrors: true },
  });
  const options = Object.entries(installments.data?.installments ?? { 1: amount ?? 0 });

  const masked = (name: 'cardNumber' | 'cardExpiration' | 'cardCode', size: number) => (
    <Grid size={{ xs: 12, sm: size }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <MaskedTextField mask={MASKS[name]} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}
            label={t(`recharge.card.${name}`)} error={!!fieldState.error} helperText={fieldState.error?.message} autoComplete="off" fullWidth />
        )}
      />
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      {amount !== undefined && (
        <Grid size={12}>
          <Alert severity="info">{t('recharge.card.notice')}</Alert>
        </Grid>
      )}
      {masked('cardNumber', 8)}
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="cardName"
          render={({ field, fieldState }) => (
            <TextField {...field} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              label={t('recharge.card.cardName')} error={!!fieldState.error} helperText={fieldState.error?.message} autoComplete="off" fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH.cardName } }} />
          )}
        />
      </Grid>
      {masked('cardExpiration', 4)}
      {masked('cardCode', 4)}
      {amount !== undefined && <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="installments"
          render={({ field, fieldState }) => (
            <TextField select {...field} value={field.value ?? 1} label={t('recharge.card.installments')} error={!!fieldState.error} helperText={fieldState.error?.message} fullWidth>
              {options.map(([count, value]) => (
                <MenuItem key={count} value={Number(count)}>
                  {t(Number(count) <= INTEREST_FREE ? 'recharge.card.installmentFree' : 'recharge.card.installment', { count: Number(count), value: formatMoney(value) })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>}
    </Grid>
  );
}
