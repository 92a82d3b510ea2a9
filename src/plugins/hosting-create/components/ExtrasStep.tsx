import { Alert, Checkbox, FormControlLabel, FormGroup, Stack } from '@mui/material';
import { formatMoney } from '@core';
import { useTranslation } from 'react-i18next';
import { ACCELERATOR_FROM_PLAN, type Plan, type Product } from '../catalogue';
import { EXTRAS, extrasFor, type ExtraChoice, type ExtraId } from '../extras';

function priceText(id: ExtraId, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (id) {
    case 'elementor':
      return t('hosting-create.extras.free', { old: formatMoney(EXTRAS.elementor.oldMonthly) });
    case 'migration':
      return t('hosting-create.extras.oneOff', { price: formatMoney(EXTRAS.migration.oneOff) });
    default:
      return t('hosting-create.extras.monthly', { price: formatMoney(EXTRAS[id].monthly) });
  }
}

/** Step 3: the extras the product offers; the accelerator only where the plan allows it. */
export function ExtrasStep({ product, plan, extras, onChange }: { product: Product; plan: Plan; extras: ExtraChoice; onChange: (extras: ExtraChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <FormGroup>
        {extrasFor(product).map((id) => (
          <FormControlLabel
            key={id}
            label={`${t(`hosting-create.extras.${id}`)} — ${priceText(id, t)}`}
            control={<Checkbox checked={extras[id]} disabled={id === 'accelerator' && !plan.allowsAccelerator} onChange={(e) => onChange({ ...extras, [id]: e.target.checked })} />}
          />
        ))}
      </FormGroup>
      {!plan.allowsAccelerator && <Alert severity="info">{t('hosting-create.extras.acceleratorFrom', { plan: ACCELERATOR_FROM_PLAN })}</Alert>}
    </Stack>
  );
}
