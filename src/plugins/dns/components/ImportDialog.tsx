import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, ListSubheader, TextField } from '@mui/material';
import { ApiError, publishError } from '@core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordFields, ZoneDiff } from '../contract';
import { displayName } from './recordRows';

function describe(record: RecordFields): string {
  const numbers = [record.priority, record.weight, record.port].filter((n) => n !== undefined).join(' ');
  return `${record.type} ${displayName(record.name)} ${numbers ? `${numbers} ` : ''}${record.value} (TTL ${record.ttl})`;
}

function DiffSection({ label, lines }: { label: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <List dense subheader={<ListSubheader disableSticky>{label}</ListSubheader>} aria-label={label}>
      {lines.map((line, index) => (
        <ListItem key={index} disableGutters><ListItemText primary={line} slotProps={{ primary: { sx: { wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 } } }} /></ListItem>
      ))}
    </List>
  );
}

interface Props {
  onPreview: (zone: string) => Promise<ZoneDiff>;
  onApply: (body: { zone: string; serial: number }) => Promise<unknown>;
  onClose: () => void;
}

/** "Importar": paste or upload a BIND file, review what changes, then apply it all at once. */
export function ImportDialog({ onPreview, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const [zone, setZone] = useState('');
  const [diff, setDiff] = useState<ZoneDiff | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) setProblem(error.fieldErrors.zone ?? error.message);
      else publishError(error);
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setZone(await file.text());
    event.target.value = '';
  };

  const unchanged = diff !== null && diff.added.length + diff.changed.length + diff.removed.length === 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dns-import-title">
      <DialogTitle id="dns-import-title">{t('dns.import.title')}</DialogTitle>
      <DialogContent>
        {problem && <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} role="alert">{problem}</Alert>}
        {diff === null ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('dns.import.help')}</DialogContentText>
            <TextField label={t('dns.import.zone')} value={zone} onChange={(e) => setZone(e.target.value)} multiline minRows={10} maxRows={20} fullWidth
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }} />
            <Button component="label" startIcon={<UploadFile />} sx={{ mt: 1 }}>
              {t('dns.import.upload')}
              <input type="file" hidden accept=".txt,.zone,.db,text/plain" onChange={readFile} data-testid="dns-import-file" />
            </Button>
          </>
        ) : unchanged ? (
          <Alert severity="info">{t('dns.import.noChanges')}</Alert>
        ) : (
          <>
            <DiffSection label={t('dns.import.added', { count: diff.added.length })} lines={diff.added.map((r) => `+ ${describe(r)}`)} />
            <DiffSection label={t('dns.import.changed', { count: diff.changed.length })} lines={diff.changed.map((c) => `~ ${describe(c.from)} → ${describe(c.to)}`)} />
            <DiffSection label={t('dns.import.removed', { count: diff.removed.length })} lines={diff.removed.map((r) => `- ${describe(r)}`)} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={diff === null ? onClose : () => setDiff(null)}>{t(diff === null ? 'dns.import.cancel' : 'dns.import.back')}</Button>
        {diff === null ? (
          <Button variant="contained" disabled={busy || zone.trim() === ''} onClick={() => run(async () => setDiff(await onPreview(zone)))}>{t('dns.import.preview')}</Button>
        ) : (
          <Button variant="contained" disabled={busy || unchanged} onClick={() => run(async () => { await onApply({ zone, serial: diff.serial }); onClose(); })}>{t('dns.import.apply')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
