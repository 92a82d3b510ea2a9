import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Link as MuiLink, Radio, RadioGroup, Typography } from '@mui/material';
import { ApiError, confirmedPayment, formatDate, formatMoney, publishError, api, usePaymentKey } from '@core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CostEffect } from '../../hosting/ui';
import { DELAYS, lifePaths, RESTORE_FEE, type DeletedHosting, type RestoreFailure } from '../contract';
import { useRestoreCosts, useRestorePoints } from './queries';

const FAILURES: RestoreFailure[] = ['domainUsed', 'domainNotAvailable', 'noBalance'];

function failureOf(error: unknown): RestoreFailure | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  return FAILURES.find((key) => (error.data as Record<string, unknown>)[key]) ?? null;
}

/** The backup modal of a removed hosting (part 2 §2, §4, §8): a date, the R$ 25,00 fee and its effect, then the hosting after 3 s. */
export function RestoreDialog({ hosting, onClose }: { hosting: DeletedHosting; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const points = useRestorePoints(hosting.username);
  const costs = useRestoreCosts(hosting.username);
  const [date, setDate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RestoreFailure | null>(null);
  const [restored, setRestored] = useState<string | null>(null);
  // "Restaurar" under the fee is the confirmation; one key per date chosen, so a double click pays once.
  const paymentKey = usePaymentKey(date);
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => navigate(`/hosting/${restored}`), DELAYS.afterRestore);
    return () => clearTimeout(timer);
  }, [restored, navigate]);

  const restore = async () => {
    if (!date) return;
    setBusy(true);
    setFailure(null);
    try {
      setRestored((await api<{ domain: string }>('POST', lifePaths.restore(hosting.username), { body: confirmedPayment({ date }, paymentKey) })).domain);
    } catch (error) {
      const known = failureOf(error);
      if (known) setFailure(known);
      else publishError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('hosting-life.restore.dialogTitle', { domain: hosting.domain })}</DialogTitle>
      <DialogContent>
        {restored ? (
          <Alert severity="success">{t('hosting-life.restore.done', { domain: restored })}</Alert>
        ) : (
          <>
            <DialogContentText>{t('hosting-life.restore.choose')}</DialogContentText>
            {points.data?.length === 0 && <Alert severity="info" sx={{ mt: 2 }}>{t('hosting-life.restore.noBackups')}</Alert>}
            <RadioGroup aria-label={t('hosting-life.restore.dates')} value={date ?? ''} onChange={(event) => setDate(event.target.value)}>
              {(points.data ?? []).map((point) => (
                <FormControlLabel key={point.date} value={point.date} control={<Radio />} label={formatDate(`${point.date}T12:00:00`)} />
              ))}
            </RadioGroup>
            <Typography sx={{ mt: 2 }}>{t('hosting-life.restore.fee', { fee: formatMoney(RESTORE_FEE) })}</Typography>
            <CostEffect costs={costs.data} change={{ status: 'Active', charge: RESTORE_FEE }} />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t(`hosting-life.restore.${failure}`)}
                {failure === 'noBalance' && (
                  <>
                    {' '}
                    <MuiLink component={Link} to={`/payment/manual-recharge?amount=${RESTORE_FEE}`}>{t('hosting-life.restore.recharge')}</MuiLink>
                  </>
                )}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      {!restored && (
        <DialogActions>
          <Button onClick={onClose}>{t('hosting-life.common.cancel')}</Button>
          <Button variant="contained" disabled={!date || busy} onClick={restore}>{t('hosting-life.restore.submit')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
