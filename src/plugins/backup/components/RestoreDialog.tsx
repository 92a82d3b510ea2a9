import { submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALL_OPTIONS, restoreSchema, type RestoreForm, type RestoreInput, type RestorePointView } from '../contract';
import { pointDate, pointLabel } from './dates';

interface Props {
  points: RestorePointView[];
  date: string;
  /** Starts the restore; the page then leaves for the hosting's summary. */
  onRestore: (body: RestoreInput) => Promise<unknown>;
  onClose: () => void;
}

/** The date to restore, preselected; files, databases and e-mails all go back, with no selector (part 2 §3). */
export function RestoreDialog({ points, date, onRestore, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, handleSubmit, setError, formState } = useForm<RestoreForm, unknown, RestoreInput>({
    resolver: zodResolver(restoreSchema),
    defaultValues: { date, options: ALL_OPTIONS },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={handleSubmit((body) => submitWith(() => onRestore(body), () => undefined, setError, ['date']))}>
        <DialogTitle id={titleId}>{t('backup.restore.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
            <Controller name="date" control={control} render={({ field }) => (
              <TextField select label={t('backup.restore.date')} {...field} error={!!formState.errors.date} helperText={formState.errors.date?.message}>
                {points.map((point) => (
                  <MenuItem key={point.date} value={point.date}>{`${pointDate(point.date)} (${pointLabel(point.date, t('backup.points.today'))})`}</MenuItem>
                ))}
              </TextField>
            )} />
            <Typography variant="body2" color="text.secondary">{t('backup.restore.help')}</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shell.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t(formState.isSubmitting ? 'backup.restore.submitting' : 'backup.restore.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
