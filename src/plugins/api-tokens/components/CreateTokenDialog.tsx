import { api, FormDialog, submitWith } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createTokenSchema, type CreateToken, type CreateTokenForm } from '../contract';

const MAX = maxLengthsOf(createTokenSchema);
const FIELDS = ['name', 'readOnly', 'hosting', 'expiresOn'] as const;

/** Name (at most 100), and beyond the specification: read-only, one hosting, an expiry day. */
export function CreateTokenDialog({ onSave, onClose }: { onSave: (body: CreateToken) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const hostings = useQuery({ queryKey: ['hosting'], queryFn: ({ signal }) => api<{ domain: string }[]>('GET', '/hosting', { signal }) });
  const { register, control, handleSubmit, setError, formState } = useForm<CreateTokenForm, unknown, CreateToken>({
    resolver: zodResolver(createTokenSchema),
    defaultValues: { name: '', readOnly: false, hosting: '', expiresOn: '' },
  });
  const { errors } = formState;
  return (
    <FormDialog title={t('api-tokens.create.title')} submitting={formState.isSubmitting} rootError={errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, FIELDS))}>
      <TextField label={t('api-tokens.fields.name')} autoFocus required {...register('name')} error={!!errors.name} helperText={errors.name?.message}
        slotProps={{ htmlInput: { maxLength: MAX.name } }} />
      <Controller name="readOnly" control={control} render={({ field }) => (
        <FormControlLabel control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />} label={t('api-tokens.fields.readOnly')} />
      )} />
      <Controller name="hosting" control={control} render={({ field }) => (
        <TextField select label={t('api-tokens.fields.hosting')} value={field.value ?? ''} onChange={field.onChange} error={!!errors.hosting}
          helperText={errors.hosting?.message ?? t('api-tokens.fields.hostingHelp')}>
          <MenuItem value="">{t('api-tokens.scope.all')}</MenuItem>
          {(hostings.data ?? []).map((h) => <MenuItem key={h.domain} value={h.domain}>{h.domain}</MenuItem>)}
        </TextField>
      )} />
      <TextField type="date" label={t('api-tokens.fields.expiresOn')} {...register('expiresOn')} error={!!errors.expiresOn}
        helperText={errors.expiresOn?.message ?? t('api-tokens.fields.expiresOnHelp')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX.expiresOn } }} />
    </FormDialog>
  );
}
