import { Button, Stack, TextField } from '@mui/material';
import { api, ApiError, publishError } from '@core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_MAX, rechargePaths, type CouponAnswer, type PaymentPayload } from '../schemas';

/** The manual recharge's coupon: "Aplicar" checks it now; the recharge takes it (once per customer) when sent. */
export function CouponField() {
  const { t } = useTranslation();
  const { control, getValues, setError, clearErrors } = useFormContext<PaymentPayload>();
  const [applied, setApplied] = useState<CouponAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const coupon = getValues('coupon')?.trim() ?? '';
    setBusy(true);
    try {
      const answer = await api<CouponAnswer>('POST', rechargePaths.coupon, { body: { coupon } });
      clearErrors('coupon');
      setApplied(answer);
    } catch (error) {
      setApplied(null);
      if (error instanceof ApiError && error.fieldErrors.coupon) setError('coupon', { type: 'server', message: error.fieldErrors.coupon });
      else publishError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Controller
      control={control}
      name="coupon"
      render={({ field, fieldState }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField {...field} value={field.value ?? ''} onChange={(e) => { setApplied(null); field.onChange(e.target.value.toUpperCase()); }}
            label={t('recharge.coupon.label')} error={!!fieldState.error} color={applied ? 'success' : undefined} focused={applied ? true : undefined}
            helperText={fieldState.error?.message ?? (applied ? t('recharge.coupon.applied', { code: applied.code, percent: applied.bonusPercent }) : t('recharge.coupon.hint'))}
            slotProps={{ htmlInput: { maxLength: COUPON_MAX }, formHelperText: { role: applied || fieldState.error ? 'status' : undefined } }} sx={{ maxWidth: 320 }} fullWidth />
          <Button variant="outlined" onClick={() => void apply()} disabled={busy || !field.value?.trim()} sx={{ mt: 1 }}>{t('recharge.coupon.apply')}</Button>
        </Stack>
      )}
    />
  );
}
