import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentPayload } from '../schemas';

/** The terms every payment accepts, with the schema's error under it when left unticked. */
export function TermsField() {
  const { t } = useTranslation();
  const { control } = useFormContext<PaymentPayload>();
  return (
    <Controller control={control} name="terms"
      render={({ field, fieldState }) => (
        <FormControl error={!!fieldState.error}>
          <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('recharge.form.terms')} />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )} />
  );
}
