import { Alert, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { formatDateTime, PageLoading, usePaymentKey } from '@core';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_DAYS } from '../contract';
import { RechargeLink } from '../components/rechargeLinks';
import { useEmergencyCredit, useTakeEmergencyCredit } from '../components/useSuspensionQueries';

/** "Crédito emergencial": keeps suspended hostings active up to 3 days at no extra fee, where allowed (part 2 §9). */
export default function EmergencyCreditPage() {
  const { t } = useTranslation();
  const state = useEmergencyCredit();
  const take = useTakeEmergencyCredit();
  // The button below the terms (3 days, then the debt) is the confirmation; a double click takes it once.
  const paymentKey = usePaymentKey('emergency');
  const current = state.data;
  return (
    <Card>
      <CardHeader title={t('billing.emergency.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {state.isPending && <PageLoading />}
        {current && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {take.isSuccess && <Alert severity="success">{t('billing.emergency.taken')}</Alert>}
            {current.isEnabled && current.expiresAt && (
              <Alert severity="info" action={<RechargeLink color="inherit" />}>{t('billing.emergency.enabled', { date: formatDateTime(current.expiresAt) })}</Alert>
            )}
            {current.isAllowed && (
              <>
                <Typography>{t('billing.emergency.suspended')}</Typography>
                <Typography>{t('billing.emergency.description', { count: EMERGENCY_DAYS })}</Typography>
                <Typography color="text.secondary">{t('billing.emergency.debt')}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button variant="contained" disabled={take.isPending} onClick={() => take.mutate(paymentKey)}>{t('billing.emergency.take')}</Button>
                  <RechargeLink size="medium" />
                </Stack>
              </>
            )}
            {current.isSuspended && !current.isAllowed && (
              <Alert severity="warning" action={<RechargeLink color="inherit" />}>{t('billing.emergency.unavailable')}</Alert>
            )}
            {!current.isSuspended && !current.isEnabled && !take.isSuccess && <Alert severity="info">{t('billing.emergency.notNeeded')}</Alert>}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
