import { alertFailure, ConfirmDialog, usePaymentKey } from '@core';
import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { EnableDailyDialog } from './EnableDailyDialog';
import { useBackupMutations, useDailyStatus } from './useBackup';

/** The daily backup: its status, and enabling (price and effect first) or disabling, each confirmed. */
export const DailyBackupCard = forwardRef<HTMLElement, { resource: string }>(function DailyBackupCard({ resource }, ref) {
  const { t } = useTranslation();
  const notify = useNotify();
  const daily = useDailyStatus(resource);
  const { setDaily } = useBackupMutations(resource);
  const [asking, setAsking] = useState<'enable' | 'disable' | null>(null);
  // One key per enable dialog opened: a double click on its confirmation charges once.
  const paymentKey = usePaymentKey(asking === 'enable');
  const change = (value: boolean) =>
    setDaily.mutate({ value, paymentKey }, {
      onSuccess: () => notify(t(value ? 'backup.daily.enabled' : 'backup.daily.disabled'), { type: 'success' }),
      onError: (error) => alertFailure(error, t('backup.daily.changeError')),
      onSettled: () => setAsking(null),
    });
  const on = daily.data?.status;

  return (
    <Card component="section" ref={ref} id="daily-backup" tabIndex={-1} aria-labelledby="daily-backup-title" sx={{ scrollMarginTop: 80, outline: 'none' }}>
      <CardHeader id="daily-backup-title" title={t('backup.daily.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">{t('backup.daily.help')}</Typography>
          {daily.isPending && <Skeleton variant="rectangular" height={48} width="100%" />}
          {daily.isError && <Alert severity="error" sx={{ width: '100%' }}>{t('backup.daily.statusError')}</Alert>}
          {daily.data && (
            <Alert severity={on ? 'success' : 'warning'} role="status" sx={{ width: '100%' }}>{t(on ? 'backup.daily.on' : 'backup.daily.off')}</Alert>
          )}
          {daily.data && (on ? (
            <Button variant="outlined" color="error" onClick={() => setAsking('disable')}>{t('backup.daily.disable')}</Button>
          ) : (
            <Button variant="contained" onClick={() => setAsking('enable')}>{t('backup.daily.enable')}</Button>
          ))}
        </Stack>
      </CardContent>
      {asking === 'enable' && <EnableDailyDialog resource={resource} busy={setDaily.isPending} onConfirm={() => change(true)} onClose={() => setAsking(null)} />}
      {asking === 'disable' && (
        <ConfirmDialog title={t('backup.daily.disableTitle')} question={t('backup.daily.disableQuestion')} confirmLabel={t('backup.daily.confirmDisable')}
          busy={setDaily.isPending} onConfirm={() => change(false)} onClose={() => setAsking(null)} />
      )}
    </Card>
  );
});
