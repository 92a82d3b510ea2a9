import { Grid, TextField } from '@mui/material';
import { maxLengthsOf } from '@core/contracts';
import { MASKS, MaskedTextField } from '@core/forms';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCnpj, paymentSchema, type PaymentPayload } from '../schemas';

const MAX_LENGTH = maxLengthsOf(paymentSchema);

/** Who pays: CPF or CNPJ (the name field then asks for the company's name), name, e-mail and phone. */
export function PayerFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<PaymentPayload>();
  const cpfCnpj = useWatch({ control, name: 'cpfCnpj' }) ?? '';

  const text = (name: 'name' | 'email', label: string) => (
    <Controller control={control} name={name}
      render={({ field, fieldState }) => (
        <TextField {...field} value={field.value ?? ''} label={label} error={!!fieldState.error} helperText={fieldState.error?.message} fullWidth
          type={name === 'email' ? 'email' : 'text'} autoComplete={name} slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH[name] } }} />
      )} />
  );
  const masked = (name: 'cpfCnpj' | 'phone', label: string) => (
    <Controller control={control} name={name}
      render={({ field, fieldState }) => (
        <MaskedTextField mask={MASKS[name]} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}
          label={label} error={!!fieldState.error} helperText={fieldState.error?.message} fullWidth />
      )} />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>{masked('cpfCnpj', t('recharge.form.cpfCnpj'))}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('name', t(isCnpj(cpfCnpj) ? 'recharge.form.companyName' : 'recharge.form.name'))}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('email', t('recharge.form.email'))}</Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{masked('phone', t('recharge.form.phone'))}</Grid>
    </Grid>
  );
}
