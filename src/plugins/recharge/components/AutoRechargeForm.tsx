import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, Grid, Stack, TextField } from '@mui/material';
import { api, ApiError, applyFieldErrors, publishError } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { MASKS, MaskedTextField } from '@core/forms';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formFieldName, toAutoRechargeBody, type AutoRechargeState } from '../autoSchemas';
import { isCnpj, paymentSchema, rechargePaths, type PaymentPayload } from '../schemas';
import { AddressFields } from './AddressFields';
import { CardFields } from './CardFields';
import { useFingerprint } from './useFingerprint';

const FIELDS = Object.keys(paymentSchema.shape);
const MAX_LENGTH = maxLengthsOf(paymentSchema);

/**
 * The activation form (part 1 §3 "Auto-recharge state", card only): the card, the holder and the
 * card's billing address, checked by the card payment's own schema.
 */
export function AutoRechargeForm({ onEnabled }: { onEnabled: (state: AutoRechargeState) => void }) {
  const { t } = useTranslation();
  const fingerprint = useFingerprint();
  // The amount, period and installments are the schema's, not the customer's: each charge is the month's consumption.
  const form = useForm<PaymentPayload>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { payment: 'CRD', amount: 1, period: 1, installments: 1, terms: false, cpfCnpj: '', name: '', email: '', phone: '' },
  });
  const { control, handleSubmit, setError, formState } = form;
  const cpfCnpj = useWatch({ control, name: 'cpfCnpj' }) ?? '';

  const submit = handleSubmit(async (values) => {
    const { cardNumber, cardName, cardExpiration, cardCode, cpfCnpj: document, name, email, phone, terms, addressZip, addressStreet, addressNumber, addressComplement, addressNeighborhood, addressCity, addressState } = values;
    const body = toAutoRechargeBody({ cardNumber, cardName, cardExpiration, cardCode, cpfCnpj: document, name, email, phone, terms, fingerprint: fingerprint.data,
      addressZip, addressStreet, addressNumber, addressComplement, addressNeighborhood, addressCity, addressState });
    try {
      onEnabled(await api<AutoRechargeState>('POST', rechargePaths.auto, { body }));
    } catch (error) {
      const renamed = renameFieldErrors(error);
      if (!applyFieldErrors(renamed, setError, FIELDS)) publishError(error);
    }
  });

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
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('recharge.auto.formTitle')}>
        <Stack spacing={2}>
          <CardFields />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{masked('cpfCnpj', t('recharge.form.cpfCnpj'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('name', t(isCnpj(cpfCnpj) ? 'recharge.form.companyName' : 'recharge.form.name'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('email', t('recharge.form.email'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{masked('phone', t('recharge.form.phone'))}</Grid>
          </Grid>
          <AddressFields />
          <Controller control={control} name="terms"
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error}>
                <FormControlLabel control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('recharge.form.terms')} />
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )} />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={fingerprint.isError || fingerprint.isPending || formState.isSubmitting}>
              {fingerprint.isError ? t('recharge.form.unavailable') : t('recharge.auto.enable')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** The API names the address fields cardAddress…; the form knows them by the payment form's names. */
function renameFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [formFieldName(field), message]));
  return new ApiError(error.status, error.message, renamed, error.call, error.data);
}
