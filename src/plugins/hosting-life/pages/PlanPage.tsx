import { Alert, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { api, formatDateTime, formatHourly, formatMoney, confirmedPayment, LoadingOrFailed, usePaymentKey } from '@core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CostEffect, useHostingCosts } from '../../hosting/ui';
import { DELAYS, lifePaths, type PlanOption, type PlanState } from '../contract';
import { ConfirmPaid } from '../components/ConfirmPaid';
import { LifeCard } from '../components/LifeCard';
import { usePlanState } from '../components/queries';

/** The new plan's monthly price, keeping the extras sold with the hosting. */
function monthlyWith(state: PlanState, plan: PlanOption): number {
  const current = state.plans.find((p) => p.id === state.planId);
  const extras = current ? Math.max(0, state.monthlyPrice - current.monthly) : 0;
  return Math.round((plan.monthly + extras) * 100) / 100;
}

/** "Alterar plano" (part 2 §2, §4, §5): a different plan, its hourly price and effect before confirming, reload after 3 s. */
export default function PlanPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const state = usePlanState(resource);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const costs = useHostingCosts(resource, confirming);
  // One key per confirmation dialog opened for a plan: a repeated click cannot change the plan twice.
  const paymentKey = usePaymentKey(confirming ? chosen : null);
  const change = useMutation({
    mutationFn: (id: number) => api('POST', lifePaths.plan(resource), { body: confirmedPayment({ id }, paymentKey) }),
    onSuccess: () => setConfirming(false),
  });
  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(() => window.location.reload(), DELAYS.afterPlanChange);
    return () => clearTimeout(timer);
  }, [change.isSuccess]);

  if (!state.data) return <LoadingOrFailed query={state} />;
  const current = state.data;
  const selected = current.plans.find((p) => p.id === chosen) ?? null;
  const canChange = selected !== null && selected.id !== current.planId;

  return (
    <LifeCard title={t('hosting-life.plan.title')}>
      <Stack spacing={2}>
        <Typography>{t('hosting-life.plan.current', { plan: current.plan, price: formatMoney(current.monthlyPrice) })}</Typography>
        {current.pending && (
          <Alert severity="info">{t('hosting-life.plan.pending', { price: formatMoney(current.pending.monthlyPrice), date: formatDateTime(current.pending.effectiveFrom) })}</Alert>
        )}
        {change.isSuccess && <Alert severity="success">{t('hosting-life.plan.changed')}</Alert>}
        <RadioGroup aria-label={t('hosting-life.plan.choose')} value={chosen ?? current.planId} onChange={(event) => setChosen(Number(event.target.value))}>
          {current.plans.map((plan) => (
            <FormControlLabel key={plan.id} value={plan.id} control={<Radio />}
              label={
                <span>
                  <strong>{plan.name}</strong>
                  {plan.id === current.planId && ` (${t('hosting-life.plan.currentTag')})`}
                  {' · '}
                  {t('hosting-life.plan.resources', { ram: plan.ram >= 1024 ? `${plan.ram / 1024} GB` : `${plan.ram} MB`, cpu: plan.cpu, disk: plan.disk })}
                  {' · '}
                  {t('hosting-life.plan.price', { monthly: formatMoney(plan.monthly), hourly: formatHourly(plan.monthly) })}
                </span>
              } />
          ))}
        </RadioGroup>
        <div>
          <Button variant="contained" disabled={!canChange || change.isPending || change.isSuccess} onClick={() => setConfirming(true)}>{t('hosting-life.plan.submit')}</Button>
        </div>
      </Stack>
      {confirming && selected && (
        <ConfirmPaid title={t('hosting-life.plan.confirmTitle')} confirmLabel={t('hosting-life.plan.confirm')} busy={change.isPending || !costs.data}
          question={t('hosting-life.plan.confirmQuestion', { plan: selected.name, monthly: formatMoney(monthlyWith(current, selected)), hourly: formatHourly(monthlyWith(current, selected)) })}
          onConfirm={() => change.mutate(selected.id)} onClose={() => setConfirming(false)}>
          <Typography variant="body2" sx={{ mt: 1 }}>{t('hosting-life.plan.nextHour')}</Typography>
          <CostEffect costs={costs.data} change={{ monthlyPrice: monthlyWith(current, selected) }} />
        </ConfirmPaid>
      )}
    </LifeCard>
  );
}
