import { formatHourly, formatMoney } from '@core';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_BACKUP_MONTHLY_PRICE } from '../contract';
import { useDailyCost } from './useBackup';

const hourly = (value: number) => formatHourly(value * 720);

/** Before enabling: the price per month, then what it does to the hourly cost and the days of credit left. */
export function EnableDailyDialog({ resource, busy, onConfirm, onClose }: { resource: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cost = useDailyCost(resource, true);
  const days = (count: number | null) => (count === null ? t('backup.daily.noEstimate') : t('backup.daily.daysCount', { count }));
  const figures = cost.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('backup.daily.enableTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('backup.daily.enableQuestion', { price: formatMoney(DAILY_BACKUP_MONTHLY_PRICE) })}</DialogContentText>
        {cost.isPending && <CircularProgress size={24} sx={{ mt: 2 }} aria-label={t('backup.daily.enableTitle')} />}
        {cost.isError && <Alert severity="warning" sx={{ mt: 2 }}>{t('backup.daily.costError')}</Alert>}
        {figures && (
          <List dense aria-label={t('backup.daily.enableTitle')}>
            <ListItem disableGutters>
              <ListItemText primary={t('backup.daily.hostingHourly', { now: hourly(figures.hostingHourlyNow), after: hourly(figures.hostingHourlyAfter) })} />
            </ListItem>
            {figures.accountHourlyNow !== null && figures.accountHourlyAfter !== null && (
              <ListItem disableGutters>
                <ListItemText primary={t('backup.daily.accountHourly', { now: hourly(figures.accountHourlyNow), after: hourly(figures.accountHourlyAfter) })} />
              </ListItem>
            )}
            {figures.accountHourlyNow !== null && (
              <ListItem disableGutters>
                <ListItemText primary={t('backup.daily.days', { now: days(figures.daysNow), after: days(figures.daysAfter) })} />
              </ListItem>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.confirm.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy || cost.isPending}>{t('backup.daily.confirmEnable')}</Button>
      </DialogActions>
    </Dialog>
  );
}
