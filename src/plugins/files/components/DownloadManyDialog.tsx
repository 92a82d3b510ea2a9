import { FormDialog } from '@core';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../contract';

/** Several files (or a folder) leave as one zip: this names it. */
export function DownloadManyDialog({ count, suggested, onSave, onClose }: { count: number; suggested: string; onSave: (name: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(suggested);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <FormDialog title={t('files.downloadMany.title', { count })} submitting={busy} rootError={error} onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return setError(t('files.downloadMany.nameRequired'));
        setBusy(true);
        onSave(name.trim().endsWith('.zip') ? name.trim() : `${name.trim()}.zip`).then(onClose, () => {
          setBusy(false);
          setError(t('files.errors.download'));
        });
      }}>
      <TextField label={t('files.downloadMany.name')} autoFocus value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: NAME_MAX } }} />
    </FormDialog>
  );
}
