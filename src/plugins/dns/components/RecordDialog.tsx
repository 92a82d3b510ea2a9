import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { applyFieldErrors, publishError } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TTL, RECORD_TYPES, recordInputSchema, SRV_PROTOCOLS, TTL_OPTIONS, type DnsRecord, type RecordFields, type RecordInput } from '../contract';
import { displayName } from './recordRows';

const FIELDS = ['type', 'name', 'value', 'ttl', 'priority', 'weight', 'port', 'service', 'protocol'] as const;
const MAX_LENGTH = maxLengthsOf(recordInputSchema);
type NumberField = 'priority' | 'weight' | 'port';

/** SRV and MX numbers: digits only, at most 5 characters (part 2 §5). */
export const onlyDigits = (text: string) => text.replace(/\D/g, '').slice(0, 5);

function defaultsFor(record: DnsRecord | null): RecordInput {
  if (!record) return { type: 'A', name: '', value: '', ttl: DEFAULT_TTL, priority: '0', weight: '0', port: '', service: '', protocol: 'tcp' };
  const text = (n: number | undefined) => (n === undefined ? '' : String(n));
  return { type: record.type, name: displayName(record.name), value: record.value, ttl: record.ttl, priority: text(record.priority), weight: text(record.weight), port: text(record.port) };
}

function NumberInput({ control, name, label }: { control: Control<RecordInput, unknown, RecordFields>; name: NumberField; label: string }) {
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <TextField label={label} value={field.value ?? ''} onChange={(e) => field.onChange(onlyDigits(e.target.value))} onBlur={field.onBlur} inputRef={field.ref}
        error={!!fieldState.error} helperText={fieldState.error?.message} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    )} />
  );
}

interface Props {
  /** null to create; a record to edit, whose type and name stay as they are. */
  record: DnsRecord | null;
  onClose: () => void;
  onSave: (input: RecordInput) => Promise<unknown>;
}

/** "Adicionar registro" / "Editar registro" (part 2 §4 "DNS record dialog"). */
export function RecordDialog({ record, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const editing = record !== null;
  const form = useForm<RecordInput, unknown, RecordFields>({ resolver: zodResolver(recordInputSchema), defaultValues: defaultsFor(record) });
  const { control, register, handleSubmit, watch, setError, formState } = form;
  const type = watch('type');
  const ttl = Number(watch('ttl'));
  const ttlOptions: number[] = (TTL_OPTIONS as readonly number[]).includes(ttl) ? [...TTL_OPTIONS] : [...TTL_OPTIONS, ttl];

  const submit = handleSubmit(async () => {
    try {
      await onSave(form.getValues());
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) publishError(error);
    }
  });

  const creatingSrv = type === 'SRV' && !editing;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="dns-record-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="dns-record-title">{t(editing ? 'dns.form.editTitle' : 'dns.form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
            {editing ? (
              <TextField label={t('dns.form.type')} value={record.type} slotProps={{ input: { readOnly: true } }} />
            ) : (
              <Controller control={control} name="type" render={({ field }) => (
                <TextField select label={t('dns.form.type')} {...field}>
                  {RECORD_TYPES.map((option) => <MenuItem key={option} value={option}>{option}</MenuItem>)}
                </TextField>
              )} />
            )}
            {creatingSrv && (
              <Stack direction="row" spacing={2}>
                <TextField label={t('dns.form.service')} placeholder="sip" {...register('service')} error={!!formState.errors.service} helperText={formState.errors.service?.message} sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { maxLength: MAX_LENGTH.service } }} />
                <Controller control={control} name="protocol" render={({ field, fieldState }) => (
                  <TextField select label={t('dns.form.protocol')} {...field} value={field.value ?? 'tcp'} error={!!fieldState.error} helperText={fieldState.error?.message} sx={{ width: 140 }}>
                    {SRV_PROTOCOLS.map((option) => <MenuItem key={option} value={option}>{option.toUpperCase()}</MenuItem>)}
                  </TextField>
                )} />
              </Stack>
            )}
            <TextField label={t('dns.form.name')} {...register('name')} slotProps={{ input: { readOnly: editing }, htmlInput: { maxLength: MAX_LENGTH.name } }}
              error={!!formState.errors.name} helperText={formState.errors.name?.message ?? (editing ? undefined : t('dns.form.nameHelp'))} />
            <TextField label={t(`dns.form.value${type}`)} {...register('value')} multiline={type === 'TXT'} minRows={type === 'TXT' ? 3 : undefined}
              error={!!formState.errors.value} helperText={formState.errors.value?.message} slotProps={{ htmlInput: { maxLength: MAX_LENGTH.value } }} />
            {(type === 'MX' || type === 'SRV') && (
              <Stack direction="row" spacing={2}>
                <NumberInput control={control} name="priority" label={t('dns.form.priority')} />
                {type === 'SRV' && <NumberInput control={control} name="weight" label={t('dns.form.weight')} />}
                {type === 'SRV' && <NumberInput control={control} name="port" label={t('dns.form.port')} />}
              </Stack>
            )}
            <Controller control={control} name="ttl" render={({ field, fieldState }) => (
              <TextField select label={t('dns.form.ttl')} {...field} value={Number(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}
                error={!!fieldState.error} helperText={fieldState.error?.message}>
                {ttlOptions.map((seconds) => (
                  <MenuItem key={seconds} value={seconds}>{t(`dns.ttl.${seconds}`, { defaultValue: t('dns.ttl.other', { seconds }) })}</MenuItem>
                ))}
              </TextField>
            )} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dns.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>{t(formState.isSubmitting ? 'dns.form.saving' : 'dns.form.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
