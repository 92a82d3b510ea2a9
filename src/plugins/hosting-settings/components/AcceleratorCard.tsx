import { Alert, Card, CardContent, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { alertFailure, api, apiQuery, confirmedPayment, formatMoney, isAbort, useCanAccess, useLeaveWarning, usePaymentKey } from '@core';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  ACCELERATOR_FROM_PLAN, ACCELERATOR_MONTHLY, ACCELERATOR_WAIT_NOTICE_MS, acceleratorKeys, acceleratorPaths,
  type AcceleratorStatus, type AcceleratorToggleAnswer,
} from '../accelerator';
import { EnableAcceleratorDialog } from './EnableAcceleratorDialog';
import { waitForJob } from './waitForJob';

const OWNER_ONLY = { rule: 'hasWebsite', scope: 'hosting', notGuest: true } as const;

/**
 * The summary's accelerator card (part 1 §5, §7, §8, §9): its state, and for the owner a switch. Turning it on
 * follows the job installing the cache plugin; still running after 10 s, it says the activation may take minutes.
 */
export default function AcceleratorCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const { resource = '' } = useParams();
  const owner = useCanAccess(OWNER_ONLY);
  const status = useQuery({
    queryKey: acceleratorKeys.status(resource),
    ...apiQuery<AcceleratorStatus>(acceleratorPaths.status(resource)),
    meta: { handlesErrors: true },
  });
  const [switching, setSwitching] = useState<boolean | null>(null);
  const [slow, setSlow] = useState(false);
  // Turning it on is paid: asked first with its price; one key per confirmation, so a double click queues one activation.
  const [confirming, setConfirming] = useState(false);
  const paymentKey = usePaymentKey(confirming);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    setSlow(false);
    if (switching !== true) return;
    const timer = setTimeout(() => setSlow(true), ACCELERATOR_WAIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [switching]);
  useLeaveWarning(switching === true, t('hosting-settings.accelerator.leaving'));

  const turn = async (on: boolean) => {
    const controller = new AbortController();
    abort.current = controller;
    setConfirming(false);
    setSwitching(on);
    try {
      const body = on ? confirmedPayment({ status: true }, paymentKey) : { status: false };
      const answer = await api<AcceleratorToggleAnswer>('PATCH', acceleratorPaths.toggle(resource), { body });
      const done = answer.job ? (await waitForJob(answer.job, controller.signal)) === 'completed' : true;
      if (done) notify(t(on ? 'hosting-settings.accelerator.enabled' : 'hosting-settings.accelerator.disabled'), { type: 'success' });
      else alertFailure(null, t('hosting-settings.accelerator.failed'));
    } catch (error) {
      if (!isAbort(error)) alertFailure(error, t('hosting-settings.accelerator.failed'));
    } finally {
      if (!controller.signal.aborted) {
        setSwitching(null);
        await client.invalidateQueries({ queryKey: acceleratorKeys.status(resource) });
      }
    }
  };

  const data = status.data;
  return (
    <Card component="section" aria-labelledby="accelerator-title">
      <CardContent>
        <Typography id="accelerator-title" variant="h6" component="h2" gutterBottom>{t('hosting-settings.accelerator.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('hosting-settings.accelerator.help', { price: formatMoney(ACCELERATOR_MONTHLY) })}
        </Typography>
        {status.isPending && <Skeleton variant="rectangular" height={40} />}
        {status.isError && !data && <Alert severity="error">{t('hosting-settings.accelerator.loadError')}</Alert>}
        {data && (
          <Stack spacing={1}>
            <FormControlLabel
              label={t('hosting-settings.accelerator.switch')}
              control={
                <Switch checked={switching ?? data.enabled} disabled={!owner || switching !== null || (!data.enabled && !data.available)}
                  onChange={(event) => (event.target.checked ? setConfirming(true) : void turn(false))} />
              }
            />
            {!data.available && !data.enabled && <Alert severity="info">{t('hosting-settings.accelerator.unavailable', { plan: ACCELERATOR_FROM_PLAN })}</Alert>}
            {!owner && <Typography variant="body2" color="text.secondary">{t('hosting-settings.accelerator.ownerOnly')}</Typography>}
            {switching === true && (
              <Typography role="status" variant="body2">{t(slow ? 'hosting-settings.accelerator.slow' : 'hosting-settings.accelerator.activating')}</Typography>
            )}
          </Stack>
        )}
      </CardContent>
      {confirming && <EnableAcceleratorDialog onConfirm={() => void turn(true)} onClose={() => setConfirming(false)} />}
    </Card>
  );
}
