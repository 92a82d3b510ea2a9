import { FormDialog, submitWith } from '@core';
import { MaskedTextField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CRON_COMMAND_MAX_LENGTH,
  CRON_INTERVALS,
  cronFormSchema,
  DEFAULT_CRON_INTERVAL,
  DEFAULT_DAY_WEEK,
  type CronFormBody,
  type CronFormInput,
} from '../contract';

interface Props {
  initial?: CronFormInput;
  onSave: (body: CronFormBody) => Promise<unknown>;
  onClose: () => void;
}

const FIELDS = ['interval', 'dayWeek', 'dayMonth', 'time', 'expression', 'command'] as const;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** Add or edit a job: an interval, the day and time it needs (masked), or a five-field expression. */
export function CronDialog({ initial, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, setError, watch, formState } = useForm<CronFormInput, unknown, CronFormBody>({
    resolver: zodResolver(cronFormSchema),
    defaultValues: initial ?? { interval: DEFAULT_CRON_INTERVAL, dayWeek: DEFAULT_DAY_WEEK, dayMonth: '', time: '', expression: '', command: '' },
  });
  const interval = watch('interval');
  const errors = formState.errors;
  const needsTime = interval === 'D' || interval === 'S' || interval === 'M';
  return (
    <FormDialog title={t(initial ? 'hosting-settings.cron.edit' : 'hosting-settings.cron.add')} submitting={formState.isSubmitting} rootError={errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, FIELDS))}>
      <Controller name="interval" control={control}
        render={({ field }) => (
          <TextField select label={t('hosting-settings.cron.interval')} {...field} error={!!errors.interval} helperText={errors.interval?.message}>
            {CRON_INTERVALS.map((value) => <MenuItem key={value} value={value}>{t(`hosting-settings.cron.intervals.${value}`)}</MenuItem>)}
          </TextField>
        )} />
      {interval === 'S' && (
        <Controller name="dayWeek" control={control}
          render={({ field }) => (
            <TextField select label={t('hosting-settings.cron.dayWeek')} {...field} value={field.value ?? DEFAULT_DAY_WEEK} error={!!errors.dayWeek} helperText={errors.dayWeek?.message}>
              {WEEKDAYS.map((day) => <MenuItem key={day} value={day}>{t(`hosting-settings.cron.days.${day}`)}</MenuItem>)}
            </TextField>
          )} />
      )}
      {interval === 'M' && (
        <Controller name="dayMonth" control={control}
          render={({ field }) => (
            <MaskedTextField mask={{ mask: '00' }} label={t('hosting-settings.cron.dayMonth')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name}
              placeholder="01" error={!!errors.dayMonth} helperText={errors.dayMonth?.message} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          )} />
      )}
      {needsTime && (
        <Controller name="time" control={control}
          render={({ field }) => (
            <MaskedTextField mask={{ mask: '00:00' }} label={t('hosting-settings.cron.time')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name}
              placeholder="00:00" error={!!errors.time} helperText={errors.time?.message} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          )} />
      )}
      {interval === 'P' && (
        <TextField label={t('hosting-settings.cron.expression')} autoComplete="off" {...register('expression')} placeholder="*/15 * * * *"
          error={!!errors.expression} helperText={errors.expression?.message ?? t('hosting-settings.cron.expressionHelp')}
          slotProps={{ htmlInput: { maxLength: 200, spellCheck: false, style: { fontFamily: 'monospace' } } }} />
      )}
      <TextField label={t('hosting-settings.cron.command')} autoComplete="off" {...register('command')} error={!!errors.command} helperText={errors.command?.message ?? t('hosting-settings.cron.commandHelp')}
        slotProps={{ htmlInput: { maxLength: CRON_COMMAND_MAX_LENGTH, spellCheck: false, style: { fontFamily: 'monospace' } } }} />
    </FormDialog>
  );
}
