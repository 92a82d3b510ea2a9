import { Grid, TextField } from '@mui/material';
import { lookupPostalCode } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { MASKS, MaskedTextField } from '@core/forms';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digits, paymentSchema, type PaymentPayload } from '../schemas';

const MAX_LENGTH = maxLengthsOf(paymentSchema);
const TEXT_FIELDS = ['addressStreet', 'addressNumber', 'addressComplement', 'addressNeighborhood', 'addressCity', 'addressState'] as const;

/**
 * The billing address: an 8-digit zip fills the rest through the postal-code adapter and locks
 * city and state; a zip that is not 8 digits is cleared (part 1 §5).
 */
export function AddressFields() {
  const { t } = useTranslation();
  const { control, setValue, setError, clearErrors } = useFormContext<PaymentPayload>();
  const [locked, setLocked] = useState(false);

  const lookUp = async (zip: string) => {
    const result = await lookupPostalCode(zip).catch(() => null);
    if (!result || !result.found) {
      setLocked(false);
      setError('addressZip', { type: 'lookup', message: result?.message || t('recharge.address.notFound') });
      return;
    }
    clearErrors('addressZip');
    const { street, complement, neighborhood, city, state } = result.address;
    const filled = { addressStreet: street, addressComplement: complement, addressNeighborhood: neighborhood, addressCity: city, addressState: state };
    for (const [field, value] of Object.entries(filled)) setValue(field as keyof typeof filled, value, { shouldValidate: true });
    setLocked(true);
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="addressZip"
          render={({ field, fieldState }) => (
            <MaskedTextField
              mask={MASKS.zip}
              label={t('recharge.address.zip')}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (digits(value).length === 8) void lookUp(value);
              }}
              onBlur={() => {
                if (digits(field.value ?? '').length !== 8) field.onChange('');
                field.onBlur();
              }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              fullWidth
            />
          )}
        />
      </Grid>
      {TEXT_FIELDS.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: name === 'addressStreet' ? 8 : name === 'addressState' ? 2 : 4 }}>
          <Controller
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label={t(`recharge.address.${name}`)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{ input: { readOnly: locked && (name === 'addressCity' || name === 'addressState') }, inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH[name] } }}
                fullWidth
              />
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}
