import { TextField } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUOTA_STEP_MB } from '../contract';

/** Quota in MB: a number, minimum 0, step 512; blank or 0 is unlimited (part 2 §5). */
export function QuotaField({ registration, error, autoFocus }: { registration: UseFormRegisterReturn; error?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField label={t('email.fields.quota')} type="number" autoFocus={autoFocus} {...registration} error={!!error} helperText={error ?? t('email.fields.quotaHelp')}
      slotProps={{ htmlInput: { min: 0, step: QUOTA_STEP_MB, inputMode: 'numeric' } }} />
  );
}
