import { FormDialog, POLLING, useLeaveWarning } from '@core';
import { Checkbox, FormControlLabel, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@core';
import { parentOf, type FileEntry } from '../contract';
import { jobOf } from './useFiles';

interface Props {
  resource: string;
  file: FileEntry;
  start: (body: { file: string; dir: string; deleteArchive: boolean }) => Promise<{ job: string }>;
  onDone: () => void;
  onFailed: () => void;
  onClose: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Extract: a job on the server, first checked after 3 s and then every 5 s while queued or executing. */
export function ExtractDialog({ resource, file, start, onDone, onFailed, onClose }: Props) {
  const { t } = useTranslation();
  const [dir, setDir] = useState(parentOf(file.path));
  const [deleteArchive, setDeleteArchive] = useState(false);
  const [running, setRunning] = useState(false);
  const [errors, setErrors] = useState<{ dir?: string; root?: string }>({});
  useLeaveWarning(running, t('files.extract.leave'));
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);

  const submit = async () => {
    setErrors({});
    setRunning(true);
    let job: string;
    try {
      job = (await start({ file: file.path, dir, deleteArchive })).job;
    } catch (error) {
      setRunning(false);
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors({ dir: fields.dir, root: fields.file ?? (fields.dir ? undefined : (error as Error).message || t('files.extract.failed')) });
      return;
    }
    await wait(POLLING.jobFirstCheck);
    for (;;) {
      if (!alive.current) return;
      try {
        const state = await jobOf(resource, job);
        if (state.status !== 'queued' && state.status !== 'executing') {
          const failure = state.status === 'failed' ? t('files.extract.failed') : state.result?.error;
          if (!failure) return onDone();
          setErrors({ root: failure });
          setRunning(false);
          return onFailed();
        }
      } catch {
        setErrors({ root: t('files.extract.checkFailed') });
        setRunning(false);
        return onFailed();
      }
      await wait(POLLING.job);
    }
  };

  return (
    <FormDialog title={t('files.extract.title', { name: file.name })} submitting={running} rootError={errors.root} onClose={onClose}
      onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <TextField label={t('files.extract.dir')} autoFocus value={dir} disabled={running} error={!!errors.dir} helperText={errors.dir ?? t('files.extract.dirHelp')}
        onChange={(event) => setDir(event.target.value.toLowerCase())} slotProps={{ htmlInput: { maxLength: 4096 } }} />
      <FormControlLabel control={<Checkbox checked={deleteArchive} disabled={running} onChange={(event) => setDeleteArchive(event.target.checked)} />} label={t('files.extract.deleteArchive')} />
      {running && (
        <>
          <LinearProgress aria-label={t('files.extract.running')} />
          <Typography variant="body2" color="text.secondary">{t('files.extract.running')}</Typography>
        </>
      )}
    </FormDialog>
  );
}
