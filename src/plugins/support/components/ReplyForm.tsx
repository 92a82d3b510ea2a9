import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { applyFieldErrors, publishError } from '@core';
import { useNotify } from 'react-admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH, replySchema, type ReplyBody, type TicketStatus } from '../contract';
import { useReply } from './useTickets';

/** The answer box under the messages; on a closed ticket it reopens it. */
export function ReplyForm({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const reply = useReply(ticketId);
  const { register, handleSubmit, setError, reset, watch, getValues, formState: { errors, isSubmitting } } = useForm<ReplyBody>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const length = watch('message')?.length ?? 0;

  const submit = handleSubmit(async () => {
    try {
      await reply.mutateAsync(getValues());
      reset({ message: '' });
      notify(t('support.reply.sent'), { type: 'success' });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['message'])) publishError(error);
    }
  });

  const closed = status === 'closed';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('support.reply.label')}>
      <Stack spacing={2}>
        {closed && <Alert severity="info">{t('support.ticket.closed')}</Alert>}
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        <TextField required multiline minRows={4} label={t('support.reply.label')} {...register('message')} error={!!errors.message}
          helperText={errors.message?.message ?? t('support.form.length', { count: length, max: MAX_MESSAGE_LENGTH })}
          slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }} />
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t(isSubmitting ? 'support.reply.sending' : closed ? 'support.reply.reopen' : 'support.reply.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
