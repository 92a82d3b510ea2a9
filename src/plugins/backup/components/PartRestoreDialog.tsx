import { submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PART_KINDS, partRestoreSchema, type PartKind, type PartRestoreInput, type RestorePointParts, type RestorePointView } from '../contract';
import { pointDate, pointTime } from './dates';
import { usePointParts } from './useBackup';

interface Props {
  resource: string;
  point: RestorePointView;
  onRestore: (body: PartRestoreInput) => Promise<unknown>;
  onClose: () => void;
}

const namesOf = (parts: RestorePointParts, kind: PartKind): string[] => (kind === 'file' ? parts.files : kind === 'database' ? parts.databases : kind === 'mailbox' ? parts.mailboxes : []);
const offered = (parts: RestorePointParts, kind: PartKind) => (kind === 'dns' ? parts.dns : namesOf(parts, kind).length > 0);

/** One file or folder, one database, one mailbox or the DNS zone of a point; the rest of the hosting stays as it is. */
export function PartRestoreDialog({ resource, point, onRestore, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const parts = usePointParts(resource, point.id);
  const { control, handleSubmit, setError, setValue, formState } = useForm<PartRestoreInput>({
    resolver: zodResolver(partRestoreSchema),
    defaultValues: { point: point.id, kind: 'file', name: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  const nameError = formState.errors.name?.message;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={handleSubmit((body) => submitWith(() => onRestore(body), onClose, setError, ['point', 'kind', 'name']))}>
        <DialogTitle id={titleId}>{t('backup.part.title', { date: `${pointDate(point.date)} ${pointTime(point.takenAt)}` })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(formState.errors.root?.server ?? formState.errors.point) && <Alert severity="error">{(formState.errors.root?.server ?? formState.errors.point)?.message}</Alert>}
            {parts.isError && <Alert severity="error">{t('backup.part.loadError')}</Alert>}
            {parts.isPending && <Skeleton variant="rectangular" height={120} />}
            {parts.data && (
              <>
                <Controller name="kind" control={control} render={({ field }) => (
                  <RadioGroup
                    {...field}
                    aria-label={t('backup.part.kind')}
                    onChange={(event) => {
                      field.onChange(event);
                      setValue('name', '');
                    }}
                  >
                    {PART_KINDS.map((option) => (
                      <FormControlLabel key={option} value={option} control={<Radio />} label={t(`backup.part.kinds.${option}`)} disabled={!offered(parts.data, option)} />
                    ))}
                  </RadioGroup>
                )} />
                {kind === 'file' && (
                  <Controller name="name" control={control} render={({ field }) => (
                    <Autocomplete
                      freeSolo
                      options={parts.data.files}
                      value={field.value ?? ''}
                      onInputChange={(_event, value) => field.onChange(value)}
                      renderInput={(params) => <TextField {...params} label={t('backup.part.path')} placeholder="/public_html/index.html" error={!!nameError} helperText={nameError} />}
                    />
                  )} />
                )}
                {(kind === 'database' || kind === 'mailbox') && (
                  <Controller name="name" control={control} render={({ field }) => (
                    <TextField select label={t(`backup.part.kinds.${kind}`)} {...field} value={field.value ?? ''} error={!!nameError} helperText={nameError}>
                      {namesOf(parts.data, kind).map((name) => <MenuItem key={name} value={name}>{name}</MenuItem>)}
                    </TextField>
                  )} />
                )}
                <Typography variant="body2" color="text.secondary">{t(`backup.part.help.${kind}`)}</Typography>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shell.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || !parts.data}>
            {t(formState.isSubmitting ? 'backup.restore.submitting' : 'backup.restore.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
