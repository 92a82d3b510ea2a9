import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { api, ApiError, formatMoney } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS, BONUS_PERCENT, type Period } from '../../recharge/contract';
import { forecastKey, forecastPath, type CreditForecast } from '../contract';
import { currentForecastQuery } from './useBilling';

/**
 * "E se eu recarregar?" on Consumo de Créditos: the days the balance lasts and what a recharge
 * (with its period bonus) makes of them. Every figure comes from the API, priced by the engine's rules.
 */
export function CreditForecastPanel() {
  const { t } = useTranslation();
  const [amountText, setAmountText] = useState('');
  const [period, setPeriod] = useState<Period>(1);
  const [asked, setAsked] = useState<{ amount: string; period: Period } | null>(null);
  const current = useQuery(currentForecastQuery);
  const forecast = useQuery({
    queryKey: [...forecastKey(asked ? Number(asked.amount) : null, asked?.period ?? 1), asked?.amount],
    queryFn: ({ signal }) => api<CreditForecast>('GET', forecastPath, { query: { amount: asked!.amount, period: asked!.period }, signal }),
    enabled: asked !== null,
    // A refused amount is shown under its field, not in the global alert.
    meta: { handlesErrors: true },
  });
  const fieldErrors = forecast.error instanceof ApiError ? (forecast.error.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ amount: amountText.replace(/\./g, '').replace(',', '.').trim(), period });
  };
  const data = current.data;
  const recharge = asked && !forecast.isError ? forecast.data?.recharge : null;
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" fontWeight={700} gutterBottom>{t('billing.forecast.title')}</Typography>
        {data && (
          <Typography sx={{ mb: 2 }} data-testid="forecast-now">
            {data.days === null
              ? t('billing.forecast.noCharge', { balance: formatMoney(data.balance) })
              : t('billing.forecast.now', { count: data.days, balance: formatMoney(data.balance), daily: formatMoney(data.dailyCost) })}
          </Typography>
        )}
        <Stack component="form" onSubmit={submit} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label={t('billing.forecast.amount')} value={amountText} onChange={(e) => setAmountText(e.target.value)} inputMode="decimal"
            error={!!fieldErrors.amount} helperText={fieldErrors.amount} slotProps={{ input: { startAdornment: <Box component="span" sx={{ mr: 0.5 }}>R$</Box> } }} />
          {/* Named by its label alone, so the chosen "1 mês" does not make it a second "Mês" box beside the month selector. */}
          <TextField select id="forecast-period" label={t('billing.forecast.period')} value={period} onChange={(e) => setPeriod(Number(e.target.value) as Period)}
            error={!!fieldErrors.period} helperText={fieldErrors.period} sx={{ minWidth: 220 }}
            slotProps={{ select: { SelectDisplayProps: { 'aria-labelledby': 'forecast-period-label' } as object } }}>
            {PERIODS.map((p) => <MenuItem key={p} value={p}>{t('billing.forecast.periodOption', { count: p, bonus: BONUS_PERCENT[p] })}</MenuItem>)}
          </TextField>
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>{t('billing.forecast.simulate')}</Button>
        </Stack>
        {recharge && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="forecast-result">
            {recharge.days === null
              ? t('billing.forecast.resultNoCharge', { amount: formatMoney(recharge.amount), bonus: formatMoney(recharge.bonus), balance: formatMoney(recharge.balance) })
              : t('billing.forecast.result', { count: recharge.days, amount: formatMoney(recharge.amount), bonus: formatMoney(recharge.bonus), balance: formatMoney(recharge.balance) })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
