import { submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALL_OPTIONS, restoreSchema, type RestoreForm, type RestoreInput, type RestorePointView } from '../contract';
import { pointDate, pointLabel, pointTime } from './dates';

interface Props {
  points: RestorePointView[];
  /** The point's id, preselected. */
  point: string;
  /** Starts the restore; the page then leaves for the hosting's summary. */
  onRestore: (body: RestoreInput) => Promise<unknown>;
  onClose: () => void;
}

/** The date to restore, preselected; files, databases and e-mails all go back, with no selector (part 2 §3). */
export function RestoreDialog({ points, point, onRestore, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const dateOf = (id: string) => points.find((p) => p.id === id)?.date ?? '';
  const { control, handleSubmit, setError, setValue, formState } = useForm<RestoreForm, unknown, RestoreInput>({
    resolver: zodResolver(restoreSchema),
    defaultValues: { point, date: dateOf(point), options: ALL_OPTIONS },
  });
  // Several points on a day are told apart by their time.
  const label = (p: RestorePointView) => {
    const sameDay = points.filter((other) => other.date === p.date).length > 1;
    return `${pointDate(p.date)}${sameDay ? ` ${pointTime(p.takenAt)}` : ''} (${pointLabel(p.date, t('backup.points.today'))})`;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={handleSubmit((body) => submitWith(() => onRestore(body), () => undefined, setError, ['date', 'point']))}>
        <DialogTitle id={titleId}>{t('backup.restore.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
            <Controller name="point" control={control} render={({ field }) => (
              <TextField
                select
                label={t('backup.restore.date')}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  setValue('date', dateOf(event.target.value));
                }}
                error={!!(formState.errors.date ?? formState.errors.point)}
                helperText={(formState.errors.date ?? formState.errors.point)?.message}
              >
                {points.map((p) => (
                  <MenuItem key={p.id} value={p.id}>{label(p)}</MenuItem>
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
