import { Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { LoadingOrFailed, PageLoading, usePhone, useLeaveWarning } from '@core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SavedPayer } from '../../recharge/ui';
import { ENTERPRISE_PLAN_ID } from '../catalogue';
import { extrasMonthly } from '../extras';
import { defaultPeriod, periodOffers } from '../pricing';
import { CheckoutStep } from '../components/CheckoutStep';
import { ConfigurationStep, N8nEnding } from '../components/ConfigurationStep';
import { ContactSalesDialog } from '../components/ContactSalesDialog';
import { ExtrasStep } from '../components/ExtrasStep';
import { PlanStep } from '../components/PlanStep';
import { ProductStep } from '../components/ProductStep';
import { PLANS_ERROR, PRICING_ERROR, usePlans, usePricing } from '../components/useCatalogue';
import {
  STEP,
  STEPS,
  chooseProduct,
  clearState,
  enterConfiguration,
  goBack,
  goForward,
  loadState,
  n8nTemplate,
  saveState,
  warnsOnLeave,
  type WizardState,
} from '../components/wizardState';

/** A phone has no room for five labels: there the other steps' labels are only for screen readers. */
const READER_ONLY = { '& .MuiStepLabel-labelContainer': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } };

/** Default plan: the second of the product's list (slider index 1, part 1 §9). */
const DEFAULT_PLAN_INDEX = 1;

function useWizardState() {
  const [params] = useSearchParams();
  const [state, setState] = useState<WizardState>(() => {
    const saved = loadState();
    return saved.product === null && params.get('wordpress') === '1' ? chooseProduct(saved, 'wordpress') : saved;
  });
  useEffect(() => saveState(state), [state]);
  return [state, setState] as const;
}

/** /hosting/create: Produto, Plano, Recursos, Checkout, Configuração (part 1 §2, §4). */
export default function CreateHosting() {
  const { t } = useTranslation();
  const [state, setState] = useWizardState();
  const [contactOpen, setContactOpen] = useState(false);
  const phone = usePhone();
  const plans = usePlans();
  const pricing = usePricing();
  useLeaveWarning(warnsOnLeave(state), t('hosting-create.leave'));
  const update = useCallback((patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch })), [setState]);
  const onPayer = useCallback((payer: SavedPayer) => update({ payer }), [update]);

  const group = state.product && plans.data ? plans.data[state.product] : [];
  const planId = state.planId ?? group[DEFAULT_PLAN_INDEX]?.id ?? null;
  const plan = group.find((p) => p.id === planId);
  const offers = plan && pricing.data ? periodOffers(pricing.data, state.region, plan.id) : [];
  const period = state.period && offers.some((o) => o.period === state.period) ? state.period : defaultPeriod(offers.map((o) => o.period));

  const stepTitle = t(`hosting-create.steps.${STEPS[state.step]}`);
  const canGoOn = state.step === STEP.product ? state.product !== null : plan !== undefined;

  const content = () => {
    // Said with a way to try again (both, when both failed); the wizard's choices so far are kept (session storage).
    if (plans.isError || pricing.isError) {
      const catalogue = { isError: true, isFetching: plans.isFetching || pricing.isFetching, refetch: () => Promise.all([plans.isError && plans.refetch(), pricing.isError && pricing.refetch()]) };
      return <LoadingOrFailed query={catalogue} failedText={plans.isError ? PLANS_ERROR : PRICING_ERROR} />;
    }
    if (state.step === STEP.product) return <ProductStep product={state.product} onChoose={(product) => setState((s) => chooseProduct(s, product))} />;
    if (!plans.data || !pricing.data || !state.product || !plan) return <PageLoading />;
    switch (state.step) {
      case STEP.plan:
        return (
          <PlanStep product={state.product} plans={group} pricing={pricing.data} planId={plan.id} region={state.region} n8nAddons={state.n8nAddons}
            onPlan={(id) => update({ planId: id, period: null })} onRegion={(region) => update({ region, period: null })} onN8nAddons={(n8nAddons) => update({ n8nAddons })} />
        );
      case STEP.resources:
        return <ExtrasStep product={state.product} plan={plan} extras={state.extras} onChange={(extras) => update({ extras })} />;
      case STEP.checkout:
        return (
          <CheckoutStep product={state.product} plan={plan} region={state.region} offers={offers} period={period!} extras={state.extras} n8nTemplate={n8nTemplate(state.n8nAddons)}
            paying={state.paying} payment={state.payment} payer={state.payer}
            onPeriod={(p) => update({ period: p })} onPaying={(paying) => update({ paying, payment: { payment: null, status: null } })}
            onPayment={(payment) => update({ payment })} onPayer={onPayer}
            onSkip={() => setState((s) => enterConfiguration({ ...s, planId: plan.id }))} onPaid={() => setState((s) => enterConfiguration({ ...s, planId: plan.id }))} />
        );
      default:
        return state.product === 'n8n' ? (
          <N8nEnding />
        ) : (
          <ConfigurationStep planId={plan.id} region={state.region} monthly={(plan.price[state.region] ?? 0) + extrasMonthly(state.extras)} extras={state.extras} wordpress={state.product === 'wordpress'} plugins={state.plugins}
            onPlugins={(plugins) => update({ plugins })} onCreated={clearState} />
        );
    }
  };

  useEffect(() => {
    if (state.step === STEP.configuration && state.product === 'n8n') clearState();
  }, [state.step, state.product]);

  const showNavigation = state.step < STEP.checkout || (state.step === STEP.checkout && !state.paying);
  return (
    <Card component="section" aria-labelledby="create-title">
      <CardContent>
        <Stack spacing={3}>
          <Typography id="create-title" variant="h5" component="h1">{t('hosting-create.title')}</Typography>
          <Stepper activeStep={state.step} alternativeLabel={!phone}>
            {STEPS.map((step) => (
              <Step key={step} completed={state.step > STEP[step]}>
                <StepLabel sx={phone && state.step !== STEP[step] ? READER_ONLY : undefined}>{t(`hosting-create.steps.${step}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h6" component="h2">{stepTitle}</Typography>
          <Box>{content()}</Box>
          {showNavigation && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              {state.step > STEP.product ? <Button onClick={() => setState(goBack)}>{t('hosting-create.actions.back')}</Button> : <span />}
              {state.step < STEP.checkout && (plan?.id === ENTERPRISE_PLAN_ID && state.step === STEP.plan ? (
                <Button variant="contained" onClick={() => setContactOpen(true)}>{t('hosting-create.contact.open')}</Button>
              ) : (
                <Button variant="contained" disabled={!canGoOn} onClick={() => setState((s) => goForward({ ...s, planId: s.planId ?? planId }))}>
                  {t('hosting-create.actions.continue')}
                </Button>
              ))}
            </Stack>
          )}
          <ContactSalesDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Stack>
      </CardContent>
    </Card>
  );
}
