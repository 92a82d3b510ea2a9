import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { api, applyFieldErrors } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_GOALS, TRAFFIC_BANDS, contactSalesSchema, createPaths, type ContactSalesBody } from '../contract';

type Sent = 'idle' | 'sent' | 'failed';

const OTHER_GOAL_MAX_LENGTH = maxLengthsOf(contactSalesSchema).otherGoal;

/** "Fale com um consultor" for the enterprise plan: goal, free text for Outro, traffic band, "Enviar". */
export function ContactSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<Sent>('idle');
  const { control, handleSubmit, setError, formState } = useForm<ContactSalesBody>({ resolver: zodResolver(contactSalesSchema), defaultValues: { otherGoal: '' } });
  const goal = useWatch({ control, name: 'goal' });

  const submit = handleSubmit(async (body) => {
    try {
      await api('POST', createPaths.contactSales, { body });
      setSent('sent');
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['goal', 'otherGoal', 'traffic'])) setSent('failed');
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="contact-sales-title" fullWidth maxWidth="sm">
      <DialogTitle id="contact-sales-title">{t('hosting-create.contact.title')}</DialogTitle>
      <DialogContent>
        {sent === 'sent' ? (
          <Alert severity="success" role="status">{t('hosting-create.contact.sent')}</Alert>
        ) : (
          <Stack component="form" id="contact-sales-form" spacing={2} sx={{ pt: 1 }} onSubmit={submit} noValidate>
            <Controller control={control} name="goal" render={({ field, fieldState }) => (
              <TextField select {...field} value={field.value ?? ''} label={t('hosting-create.contact.goal')} error={!!fieldState.error} helperText={fieldState.error?.message}>
                {CONTACT_GOALS.map((g) => <MenuItem key={g} value={g}>{t(`hosting-create.contact.goals.${g}`)}</MenuItem>)}
              </TextField>
            )} />
            {goal === 'other' && (
              <Controller control={control} name="otherGoal" render={({ field, fieldState }) => (
                <TextField {...field} label={t('hosting-create.contact.otherGoal')} multiline minRows={2} error={!!fieldState.error} helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { maxLength: OTHER_GOAL_MAX_LENGTH } }} />
              )} />
            )}
            <Controller control={control} name="traffic" render={({ field, fieldState }) => (
              <TextField select {...field} value={field.value ?? ''} onChange={(e) => field.onChange(Number(e.target.value))} label={t('hosting-create.contact.traffic')} error={!!fieldState.error} helperText={fieldState.error?.message}>
                {TRAFFIC_BANDS.map((b) => <MenuItem key={b} value={b}>{t(`hosting-create.finder.traffic.${b}`)}</MenuItem>)}
              </TextField>
            )} />
            {sent === 'failed' && <Alert severity="error" role="alert">{t('hosting-create.contact.failed')}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hosting-create.actions.close')}</Button>
        {sent !== 'sent' && <Button type="submit" form="contact-sales-form" variant="contained" disabled={formState.isSubmitting}>{t('hosting-create.contact.send')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
