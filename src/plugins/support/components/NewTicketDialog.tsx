import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { applyFieldErrors, publishError, usePhone } from '@core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHOOSABLE_SUBJECTS, DEPARTMENTS, MAX_MESSAGE_LENGTH, MAX_NOTE_LENGTH, MAX_OTHER_SUBJECT_LENGTH, NEW_TICKET_FIELDS, newTicketSchema,
  type NewTicket, type NewTicketBody, type TicketDetail,
} from '../contract';
import { useCreateTicket, useServiceDomains } from './useTickets';

const EMPTY: NewTicketBody = { subject: '' as NewTicketBody['subject'], otherSubject: '', department: 'technical', message: '', note: '', service: '' };

interface Props {
  onClose: () => void;
  onCreated: (ticket: TicketDetail) => void;
}

/** "Novo ticket": subject, department, related hosting, message and notes. */
export function NewTicketDialog({ onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const create = useCreateTicket();
  const services = useServiceDomains();
  const form = useForm<NewTicketBody, unknown, NewTicket>({ resolver: zodResolver(newTicketSchema), defaultValues: EMPTY });
  const { control, register, handleSubmit, watch, setError, formState: { errors, isSubmitting } } = form;
  const subject = watch('subject');
  const messageLength = watch('message')?.length ?? 0;

  const submit = handleSubmit(async () => {
    try {
      onCreated(await create.mutateAsync(form.getValues()));
    } catch (error) {
      if (!applyFieldErrors(error, setError, NEW_TICKET_FIELDS)) publishError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-ticket-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="new-ticket-title">{t('support.form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
            <Controller control={control} name="subject" render={({ field, fieldState }) => (
              <TextField select required label={t('support.form.subject')} {...field} error={!!fieldState.error} helperText={fieldState.error?.message}>
                {CHOOSABLE_SUBJECTS.map((option) => <MenuItem key={option} value={option}>{t(`support.subjects.${option}`)}</MenuItem>)}
              </TextField>
            )} />
            {subject === 'other' && (
              <TextField required label={t('support.form.otherSubject')} {...register('otherSubject')} error={!!errors.otherSubject} helperText={errors.otherSubject?.message}
                slotProps={{ htmlInput: { maxLength: MAX_OTHER_SUBJECT_LENGTH } }} />
            )}
            <Controller control={control} name="department" render={({ field, fieldState }) => (
              <TextField select label={t('support.form.department')} {...field} error={!!fieldState.error} helperText={fieldState.error?.message}>
                {DEPARTMENTS.map((option) => <MenuItem key={option} value={option}>{t(`support.departments.${option}`)}</MenuItem>)}
              </TextField>
            )} />
            <Controller control={control} name="service" render={({ field, fieldState }) => (
              <TextField select label={t('support.form.service')} {...field} error={!!fieldState.error} helperText={fieldState.error?.message}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                <MenuItem value="">{t('support.form.noService')}</MenuItem>
                {(services.data ?? []).map((domain) => <MenuItem key={domain} value={domain}>{domain}</MenuItem>)}
              </TextField>
            )} />
            <TextField required multiline minRows={5} label={t('support.form.message')} {...register('message')} error={!!errors.message}
              helperText={errors.message?.message ?? t('support.form.length', { count: messageLength, max: MAX_MESSAGE_LENGTH })}
              slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }} />
            {/* The long label would be cut inside a phone-wide field, so there it stays above the field. */}
            <TextField multiline minRows={2} label={t('support.form.note')} {...register('note')} error={!!errors.note}
              slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH }, inputLabel: { shrink: phone || undefined } }}
              helperText={errors.note?.message ?? t('support.form.noteHelp')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('support.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{t(isSubmitting ? 'support.form.sending' : 'support.form.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
