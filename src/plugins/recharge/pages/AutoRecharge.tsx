import { Alert, Button, Card, CardContent, CardHeader, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { api, ConfirmDialog, formatMoney, LoadingOrFailed, publishError, SlotComponents } from '@core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AUTO_RECHARGE_DAYS, type AutoRechargeState } from '../autoSchemas';
import { AutoRechargeForm } from '../components/AutoRechargeForm';
import { autoRechargeQuery } from '../queries';
import { rechargePaths } from '../schemas';

/** /payment/recharge "Recarga Automática" (part 1 §2 "Account pages", §4): consumption, activation by card, status, turning off. */
export default function AutoRecharge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // Read afresh on arrival: an automatic recharge may have been declined since the announcements read it.
  const state = useQuery({ ...autoRechargeQuery, staleTime: 0 });
  const disable = useMutation({
    mutationFn: () => api<AutoRechargeState>('POST', rechargePaths.auto, { body: { disable: true } }),
    onSuccess: (data) => {
      queryClient.setQueryData(autoRechargeQuery.queryKey, data);
      setConfirming(false);
    },
    onError: publishError,
  });
  const data = state.data;
  const monthly = data ? formatMoney(data.monthly) : '';

  return (
    <Stack spacing={2}>
      <SlotComponents slot="payment.banners" fallback={null} />
      <Card component="section">
        <CardHeader title={t('recharge.auto.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          {!data && <LoadingOrFailed query={state} />}
          {data && (
            <Stack spacing={3}>
              <TextField label={t('recharge.auto.monthly')} value={monthly} slotProps={{ input: { readOnly: true } }} sx={{ maxWidth: 320 }}
                helperText={t('recharge.auto.monthlyHelp')} />
              {data.declinedAt && <Alert severity="error">{t('recharge.auto.declined')}</Alert>}
              {data.enabled ? (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Alert severity="success" role="status">
                    {data.paymentMethod === 'boleto'
                      ? t('recharge.auto.onBoleto', { days: AUTO_RECHARGE_DAYS, amount: monthly })
                      : t('recharge.auto.onCard', { brand: (data.cardBrand ?? '').toUpperCase(), last: data.cardLastDigits, days: AUTO_RECHARGE_DAYS, amount: monthly })}
                  </Alert>
                  <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>{t('recharge.auto.disable')}</Button>
                  {data.declinedAt && (
                    <Stack spacing={2} sx={{ width: '100%' }}>
                      <Typography variant="subtitle1" component="h2">{t('recharge.auto.newCard')}</Typography>
                      <AutoRechargeForm onEnabled={(next) => queryClient.setQueryData(autoRechargeQuery.queryKey, next)} />
                    </Stack>
                  )}
                </Stack>
              ) : (
                <Stack spacing={2}>
                  <Typography>{t('recharge.auto.intro', { days: AUTO_RECHARGE_DAYS })}</Typography>
                  <AutoRechargeForm onEnabled={(next) => queryClient.setQueryData(autoRechargeQuery.queryKey, next)} />
                </Stack>
              )}
              <Typography variant="body2">
                {t('recharge.auto.manualHint')}{' '}
                <MuiLink component={Link} to="/payment/manual-recharge">{t('recharge.auto.manualLink')}</MuiLink>
              </Typography>
            </Stack>
          )}
        </CardContent>
        {confirming && (
          <ConfirmDialog title={t('recharge.auto.confirmTitle')} question={t('recharge.auto.confirmQuestion')} confirmLabel={t('recharge.auto.confirm')}
            busy={disable.isPending} onConfirm={() => disable.mutate()} onClose={() => setConfirming(false)} />
        )}
      </Card>
    </Stack>
  );
}
