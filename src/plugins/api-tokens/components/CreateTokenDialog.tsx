import { api, FormDialog, submitWith } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TOKEN_PERMISSIONS, createTokenFormSchema, type CreateToken, type CreateTokenForm } from '../contract';

const MAX = maxLengthsOf(createTokenFormSchema);
const FIELDS = ['name', 'readOnly', 'hosting', 'hostings', 'permissions', 'addresses', 'expiresOn'] as const;

/** Name (at most 100), and beyond the specification: read-only, some hostings, permission groups, addresses, an expiry day. */
export function CreateTokenDialog({ onSave, onClose }: { onSave: (body: CreateToken) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const hostings = useQuery({ queryKey: ['hosting'], queryFn: ({ signal }) => api<{ domain: string }[]>('GET', '/hosting', { signal }) });
  const { register, control, handleSubmit, setError, formState } = useForm<CreateTokenForm, unknown, CreateToken>({
    resolver: zodResolver(createTokenFormSchema),
    defaultValues: { name: '', readOnly: false, hostings: [], permissions: [], addresses: '', expiresOn: '' },
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
      <Controller name="hostings" control={control} render={({ field }) => (
        <TextField select label={t('api-tokens.fields.hostings')} value={field.value ?? []} onChange={field.onChange} error={!!errors.hostings}
          helperText={errors.hostings?.message ?? t('api-tokens.fields.hostingsHelp')}
          slotProps={{ select: { multiple: true, renderValue: (value) => ((value as string[]).length ? (value as string[]).join(', ') : t('api-tokens.scope.all')), displayEmpty: true }, inputLabel: { shrink: true } }}>
          {(hostings.data ?? []).map((h) => <MenuItem key={h.domain} value={h.domain}>{h.domain}</MenuItem>)}
        </TextField>
      )} />
      <Controller name="permissions" control={control} render={({ field }) => (
        <FormControl component="fieldset" error={!!errors.permissions}>
          <FormLabel component="legend">{t('api-tokens.fields.permissions')}</FormLabel>
          <FormGroup row>
            {TOKEN_PERMISSIONS.map((flag) => (
              <FormControlLabel key={flag} label={t(`api-tokens.permissions.${flag}`)} control={
                <Checkbox checked={(field.value ?? []).includes(flag)}
                  onChange={(e) => field.onChange(e.target.checked ? [...(field.value ?? []), flag] : (field.value ?? []).filter((f) => f !== flag))} />
              } />
            ))}
          </FormGroup>
          <FormHelperText>{errors.permissions?.message ?? t('api-tokens.fields.permissionsHelp')}</FormHelperText>
        </FormControl>
      )} />
      <TextField label={t('api-tokens.fields.addresses')} multiline minRows={2} {...register('addresses')} error={!!errors.addresses}
        helperText={errors.addresses?.message ?? t('api-tokens.fields.addressesHelp')} slotProps={{ htmlInput: { maxLength: MAX.addresses } }} />
      <TextField type="date" label={t('api-tokens.fields.expiresOn')} {...register('expiresOn')} error={!!errors.expiresOn}
        helperText={errors.expiresOn?.message ?? t('api-tokens.fields.expiresOnHelp')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX.expiresOn } }} />
    </FormDialog>
  );
}
