import { FormDialog, submitWith } from '@core';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autoresponderSchema, MESSAGES, type Autoresponder, type AutoresponderInput } from '../contract';
import { PtBrDates, toDayjs } from './PtBrDates';

interface Form {
  subject: string;
  body: string;
  hasStart: boolean;
  startDate: Dayjs | null;
  hasStop: boolean;
  stopDate: Dayjs | null;
}

interface Props {
  email: string;
  saved: Autoresponder | null;
  onSave: (body: AutoresponderInput) => Promise<unknown>;
  onClose: () => void;
}

const FIELD_OF: Record<string, keyof Form> = { subject: 'subject', body: 'body', startDate: 'startDate', startTime: 'startDate', stopDate: 'stopDate', stopTime: 'stopDate' };

function toInput(email: string, form: Form): AutoresponderInput {
  const part = (value: Dayjs | null, format: string) => (value && value.isValid() ? value.format(format) : null);
  return {
    email,
    subject: form.subject,
    body: form.body,
    hasStart: form.hasStart,
    startDate: form.hasStart ? part(form.startDate, 'YYYY-MM-DD') : null,
    startTime: form.hasStart ? part(form.startDate, 'HH:mm') : null,
    hasStop: form.hasStop,
    stopDate: form.hasStop ? part(form.stopDate, 'YYYY-MM-DD') : null,
    stopTime: form.hasStop ? part(form.stopDate, 'HH:mm') : null,
  };
}

/** Habilitar or Editar the autoresponder: subject, message and an optional start and stop (part 2 §3, §4). */
export function AutoresponderDialog({ email, saved, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<Form>({
    defaultValues: {
      subject: saved?.subject ?? '',
      body: saved?.body ?? '',
      hasStart: Boolean(saved?.startDate),
      startDate: toDayjs(saved?.startDate, saved?.startTime),
      hasStop: Boolean(saved?.stopDate),
      stopDate: toDayjs(saved?.stopDate, saved?.stopTime),
    },
  });
  const submit = handleSubmit(async (form) => {
    let invalid = false;
    for (const key of ['startDate', 'stopDate'] as const) {
      const on = key === 'startDate' ? form.hasStart : form.hasStop;
      if (on && !(form[key] && form[key].isValid())) {
        setError(key, { message: MESSAGES.date });
        invalid = true;
      }
    }
    const body = toInput(email, form);
    const parsed = autoresponderSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(FIELD_OF[String(issue.path[0])] ?? 'root.server', { message: issue.message });
      invalid = true;
    }
    if (invalid) return;
    await submitWith(() => onSave(body), onClose, setError, ['subject', 'body', 'startDate', 'stopDate']);
  });
  const picker = (name: 'startDate' | 'stopDate', on: 'hasStart' | 'hasStop', label: string, toggle: string) => (
    <Stack spacing={1}>
      <FormControlLabel control={<Controller name={on} control={control} render={({ field }) => <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />} label={toggle} />
      {watch(on) && (
        <Controller name={name} control={control} render={({ field, fieldState }) => (
          <DateTimePicker label={label} ampm={false} value={field.value} onChange={field.onChange} inputRef={field.ref}
            slotProps={{ textField: { error: !!fieldState.error, helperText: fieldState.error?.message, onBlur: field.onBlur } }} />
        )} />
      )}
    </Stack>
  );
  return (
    <PtBrDates>
      <FormDialog title={t(saved ? 'email.autoresponder.editTitle' : 'email.autoresponder.enableTitle', { email })} submitting={formState.isSubmitting}
        rootError={formState.errors.root?.server?.message} onClose={onClose} onSubmit={submit}>
        <TextField label={t('email.autoresponder.subject')} autoFocus {...register('subject')} error={!!formState.errors.subject} helperText={formState.errors.subject?.message}
          slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField label={t('email.autoresponder.body')} multiline minRows={4} {...register('body')} error={!!formState.errors.body} helperText={formState.errors.body?.message}
          slotProps={{ htmlInput: { maxLength: 10000 } }} />
        {picker('startDate', 'hasStart', t('email.autoresponder.start'), t('email.autoresponder.hasStart'))}
        {picker('stopDate', 'hasStop', t('email.autoresponder.stop'), t('email.autoresponder.hasStop'))}
      </FormDialog>
    </PtBrDates>
  );
}
