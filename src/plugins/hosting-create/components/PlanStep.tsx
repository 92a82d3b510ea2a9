import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Grid, Radio, RadioGroup, Slider, Stack, Typography } from '@mui/material';
import { formatMoney } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan, Pricing, Product, Region } from '../catalogue';
import { periodOffers } from '../pricing';
import { ChoiceCard } from './ChoiceCard';
import { PlanFinderDialog } from './PlanFinderDialog';
import { sliderLabel } from './planLabels';
import { LOCKED_N8N_ADDON, N8N_ADDONS, type N8nAddon } from './wizardState';

/** The first two plans are fixed cards; the rest sit on the premium slider (part 1 §3). */
const FIXED_CARDS = 2;

interface Props {
  product: Product;
  plans: Plan[];
  pricing: Pricing;
  planId: number;
  region: Region;
  n8nAddons: N8nAddon[];
  onPlan: (planId: number) => void;
  onRegion: (region: Region) => void;
  onN8nAddons: (addons: N8nAddon[]) => void;
}

function PlanPrice({ plan, pricing, region }: { plan: Plan; pricing: Pricing; region: Region }) {
  const { t } = useTranslation();
  const best = periodOffers(pricing, region, plan.id).at(-1);
  if (plan.enterprise || !best) return <Typography variant="body2">{t('hosting-create.plan.onRequest')}</Typography>;
  return <Typography variant="body2">{t('hosting-create.plan.from', { price: formatMoney(best.monthly) })}</Typography>;
}

export function PlanStep({ product, plans, pricing, planId, region, n8nAddons, onPlan, onRegion, onN8nAddons }: Props) {
  const { t } = useTranslation();
  const [finderOpen, setFinderOpen] = useState(false);
  const fixed = plans.slice(0, FIXED_CARDS);
  const premium = plans.slice(FIXED_CARDS);
  const premiumIndex = premium.findIndex((p) => p.id === planId);
  const selected = plans.find((p) => p.id === planId);

  return (
    <Stack spacing={3}>
      {product === 'wordpress' && (
        <Box>
          <Button variant="outlined" onClick={() => setFinderOpen(true)}>{t('hosting-create.finder.title')}</Button>
          <PlanFinderDialog open={finderOpen} plans={plans} onClose={() => setFinderOpen(false)} onChoose={(id) => { onPlan(id); setFinderOpen(false); }} />
        </Box>
      )}
      <Grid container spacing={2}>
        {fixed.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6 }}>
            <ChoiceCard selected={plan.id === planId} onSelect={() => onPlan(plan.id)} label={plan.name}>
              <Typography variant="h6" component="h3">{plan.name}</Typography>
              <Typography variant="body2" color="text.secondary">{sliderLabel(plan)} · {t('hosting-create.plan.specs', { cpu: plan.cpu, disk: plan.disk })}</Typography>
              <PlanPrice plan={plan} pricing={pricing} region={region} />
            </ChoiceCard>
          </Grid>
        ))}
      </Grid>
      {premium.length > 0 && (
        <Box>
          <Typography id="premium-plans" variant="subtitle1" component="h3">{t('hosting-create.plan.premium')}</Typography>
          <Slider
            aria-labelledby="premium-plans"
            value={premiumIndex >= 0 ? premiumIndex : 0}
            min={0}
            max={premium.length - 1}
            step={null}
            marks={premium.map((plan, index) => ({ value: index, label: sliderLabel(plan) }))}
            getAriaValueText={(index) => sliderLabel(premium[index])}
            onChange={(_, index) => onPlan(premium[index as number].id)}
            sx={{ mx: 2, width: 'calc(100% - 32px)' }}
          />
        </Box>
      )}
      {selected && (
        <Box aria-live="polite">
          <Typography variant="subtitle1" component="p" fontWeight={700}>{t('hosting-create.plan.selected', { plan: selected.name })}</Typography>
          <Typography variant="body2">{sliderLabel(selected)} · {t('hosting-create.plan.specs', { cpu: selected.cpu, disk: selected.disk })}</Typography>
          <PlanPrice plan={selected} pricing={pricing} region={region} />
        </Box>
      )}
      {product === 'php' && (
        <FormControl>
          <FormLabel id="plan-region">{t('hosting-create.plan.region')}</FormLabel>
          <RadioGroup row aria-labelledby="plan-region" value={region} onChange={(e) => onRegion(e.target.value as Region)}>
            <FormControlLabel value="BR" control={<Radio />} label={t('hosting-create.plan.regions.BR')} />
            <FormControlLabel value="US" control={<Radio />} label={t('hosting-create.plan.regions.US')} />
          </RadioGroup>
        </FormControl>
      )}
      {product === 'n8n' && (
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('hosting-create.plan.addons')}</FormLabel>
          <FormGroup row>
            {N8N_ADDONS.map((addon) => (
              <FormControlLabel
                key={addon}
                label={t(`hosting-create.plan.addon.${addon.replace(' ', '')}`)}
                control={
                  <Checkbox
                    checked={addon === LOCKED_N8N_ADDON || n8nAddons.includes(addon)}
                    disabled={addon === LOCKED_N8N_ADDON}
                    onChange={(e) => onN8nAddons(e.target.checked ? [...n8nAddons, addon] : n8nAddons.filter((a) => a !== addon))}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </Stack>
  );
}
