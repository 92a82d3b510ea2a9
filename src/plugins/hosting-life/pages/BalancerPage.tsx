import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { alertFailure, api, ConfirmDialog, confirmedPayment, formatMoney, PageLoading, usePaymentKey } from '@core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CostEffect, useHostingCosts } from '../../hosting/ui';
import { BALANCER_PRICES, freeSlots, lifeKeys, lifePaths, REGION_NAMES, type BalancerAddBody } from '../contract';
import { AddWorkerDialog } from '../components/AddWorkerDialog';
import { ConfirmPaid } from '../components/ConfirmPaid';
import { LifeCard } from '../components/LifeCard';
import { useBalancer, useBalancerTargets } from '../components/queries';

type Asking = 'enable' | 'disable' | 'extra' | null;

/** "Balanceador" (part 2 §3, §4, §8): on and off with its price, workers, free slots, paid extra slots. */
export default function BalancerPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const queryClient = useQueryClient();
  const balancer = useBalancer(resource);
  const targets = useBalancerTargets();
  const [asking, setAsking] = useState<Asking>(null);
  // A key per confirmation dialog opened: a repeated click cannot switch on or add twice.
  const paymentKey = usePaymentKey(asking);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const costs = useHostingCosts(resource, asking !== null);

  useEffect(() => {
    if (balancer.error) alertFailure(balancer.error, t('hosting-life.balancer.loadError'));
  }, [balancer.error, t]);
  useEffect(() => {
    if (targets.error) alertFailure(targets.error, t('hosting-life.balancer.targetsError'));
  }, [targets.error, t]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: lifeKeys.balancer(resource) });
  const run = async (call: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await call();
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['hostings', resource, 'costs'] });
    } catch (error) {
      alertFailure(error, failure);
    } finally {
      setBusy(false);
      setAsking(null);
      setRemoving(null);
    }
  };

  if (balancer.isPending) return <PageLoading />;
  const state = balancer.data;
  if (!state) return null;
  const free = freeSlots(state.extra, state.balancers.length);
  const inUse = new Set(state.balancers.map((b) => b.hosting).filter(Boolean));
  const choices = (targets.data ?? []).filter((h) => !h.isGuest && h.domain !== resource && !inUse.has(h.domain)).map((h) => h.domain);
  const monthlyNow = state.enabled ? state.prices.balancer + state.extra * state.prices.extra : 0;
  const addOns = costs.data?.addOnsMonthly ?? 0;
  const after = { enable: addOns + state.prices.balancer + state.extra * state.prices.extra, disable: addOns - monthlyNow, extra: addOns + state.prices.extra };

  return (
    <LifeCard title={t('hosting-life.balancer.title')}>
      <Stack spacing={2}>
        <Typography>{t('hosting-life.balancer.help')}</Typography>
        {!state.enabled ? (
          <>
            <Typography>{t('hosting-life.balancer.price', { price: formatMoney(BALANCER_PRICES.balancer) })}</Typography>
            <div><Button variant="contained" disabled={busy} onClick={() => setAsking('enable')}>{t('hosting-life.balancer.enable')}</Button></div>
          </>
        ) : (
          <>
            <Alert severity="success">{t('hosting-life.balancer.enabled', { host: state.host })}</Alert>
            <Typography>{t('hosting-life.balancer.freeSlots', { count: free })}</Typography>
            {state.balancers.length === 0 ? (
              <Typography color="text.secondary">{t('hosting-life.balancer.empty')}</Typography>
            ) : (
              <Table size="small" aria-label={t('hosting-life.balancer.workers')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('hosting-life.balancer.host')}</TableCell>
                    <TableCell>{t('hosting-life.balancer.ip')}</TableCell>
                    <TableCell>{t('hosting-life.balancer.region')}</TableCell>
                    <TableCell align="right">{t('hosting-life.balancer.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.balancers.map((b) => (
                    <TableRow key={b.host}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{b.host}{b.hosting ? ` (${b.hosting})` : ''}</TableCell>
                      <TableCell>{b.ip_address}</TableCell>
                      <TableCell>{b.region ? REGION_NAMES[b.region] : t('hosting-life.balancer.custom')}</TableCell>
                      <TableCell align="right">
                        <IconButton aria-label={t('hosting-life.balancer.remove', { host: b.host })} onClick={() => setRemoving(b.host)} disabled={busy}><DeleteOutline /></IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {free > 0 ? (
                <Button variant="contained" disabled={busy} onClick={() => setAdding(true)}>{t('hosting-life.balancer.add')}</Button>
              ) : (
                <Button variant="contained" disabled={busy} onClick={() => setAsking('extra')}>{t('hosting-life.balancer.addExtra')}</Button>
              )}
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setAsking('disable')}>{t('hosting-life.balancer.disable')}</Button>
            </Stack>
          </>
        )}
      </Stack>
      {asking && (
        <ConfirmPaid title={t(`hosting-life.balancer.${asking}Title`)} confirmLabel={t('hosting-life.common.confirm')} busy={busy || !costs.data}
          question={t(`hosting-life.balancer.${asking}Question`, { price: formatMoney(asking === 'extra' ? state.prices.extra : state.prices.balancer) })}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            if (asking === 'enable') void run(() => api('POST', lifePaths.balancerEnable(resource), { body: confirmedPayment({}, paymentKey) }), t('hosting-life.balancer.enableError'));
            if (asking === 'disable') void run(() => api('POST', lifePaths.balancerDisable(resource)), t('hosting-life.balancer.disableError'));
            if (asking === 'extra') void run(() => api('POST', lifePaths.balancerExtra(resource), { body: confirmedPayment({}, paymentKey) }), t('hosting-life.balancer.extraError'));
          }}>
          <CostEffect costs={costs.data} change={{ addOnsMonthly: Math.max(0, after[asking]) }} />
        </ConfirmPaid>
      )}
      {removing && (
        <ConfirmDialog title={t('hosting-life.balancer.removeTitle')} question={t('hosting-life.balancer.removeQuestion', { host: removing })} busy={busy}
          onClose={() => setRemoving(null)} onConfirm={() => void run(() => api('DELETE', lifePaths.balancerWorker(resource, removing)), t('hosting-life.balancer.removeError'))} />
      )}
      {adding && (
        <AddWorkerDialog targets={choices} onClose={() => setAdding(false)}
          onSave={async (body: BalancerAddBody) => {
            await api('POST', lifePaths.balancer(resource), { body });
            await refresh();
          }} />
      )}
    </LifeCard>
  );
}
