import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { formatHourly, formatMoney } from '@core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCELERATOR_MONTHLY } from '../accelerator';

/** Before turning the accelerator on: what it costs, by the month and by the hour, and from when. */
export function EnableAcceleratorDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('hosting-settings.accelerator.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('hosting-settings.accelerator.confirmQuestion', { monthly: formatMoney(ACCELERATOR_MONTHLY), hourly: formatHourly(ACCELERATOR_MONTHLY) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shell.confirm.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained">{t('hosting-settings.accelerator.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
