import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import Restore from '@mui/icons-material/Restore';
import Search from '@mui/icons-material/Search';
import UploadFile from '@mui/icons-material/UploadFile';
import { Button, Card, CardContent, CardHeader, InputAdornment, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { alertFailure, ConfirmDialog, publishError } from '@core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DeleteRecordDialog } from '../components/DeleteRecordDialog';
import { exportZone } from '../components/exportZone';
import { ImportDialog } from '../components/ImportDialog';
import { RecordDialog } from '../components/RecordDialog';
import { RecordTable } from '../components/RecordTable';
import { zoneRows } from '../components/recordRows';
import { useRecords, useZoneMutations } from '../components/useZone';
import type { DnsRecord } from '../contract';

type OpenDialog = { kind: 'add' } | { kind: 'edit'; record: DnsRecord } | { kind: 'delete'; record: DnsRecord } | { kind: 'reset' } | { kind: 'import' } | null;

/** "Editor de DNS" (part 2 §2 "DNS editor"). */
export default function DnsEditor() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const records = useRecords(resource);
  const mutations = useZoneMutations(resource);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [exporting, setExporting] = useState(false);
  const rows = useMemo(() => zoneRows(records.data ?? [], deferredSearch), [records.data, deferredSearch]);
  const close = () => setDialog(null);
  const openEdit = useCallback((record: DnsRecord) => setDialog({ kind: 'edit', record }), []);
  const openDelete = useCallback((record: DnsRecord) => setDialog({ kind: 'delete', record }), []);

  const remove = (record: DnsRecord) => {
    close();
    mutations.remove.mutate(record.id, { onError: (error) => alertFailure(error, t('dns.delete.error')) });
  };
  const reset = () => {
    mutations.reset.mutate(undefined, {
      onSuccess: () => notify(t('dns.reset.done'), { type: 'success' }),
      onError: (error) => alertFailure(error, t('dns.reset.error')),
      onSettled: close,
    });
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportZone(resource);
    } catch (error) {
      publishError(error);
    } finally {
      setExporting(false);
    }
  };

  const deletingId = mutations.remove.isPending ? (mutations.remove.variables ?? null) : null;
  const total = records.data?.length ?? 0;
  return (
    <Card>
      <CardHeader title={t('dns.editor.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        subheader={records.isSuccess ? t('dns.editor.count', { count: total }) : records.isPending ? <Skeleton width="7em" /> : undefined} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <TextField size="small" label={t('dns.editor.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ flex: 1 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> }, htmlInput: { type: 'search' } }} />
          <Button startIcon={<Download />} onClick={download} disabled={exporting}>{t('dns.editor.export')}</Button>
          <Button startIcon={<UploadFile />} onClick={() => setDialog({ kind: 'import' })}>{t('dns.editor.import')}</Button>
          <Button startIcon={<Restore />} onClick={() => setDialog({ kind: 'reset' })}>{t('dns.editor.reset')}</Button>
          <Button startIcon={<Add />} variant="contained" onClick={() => setDialog({ kind: 'add' })}>{t('dns.editor.add')}</Button>
        </Stack>
        {records.isPending && <Skeleton variant="rectangular" height={240} />}
        {records.isSuccess && rows.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('dns.editor.empty')}</Typography>}
        {rows.length > 0 && (
          <RecordTable rows={rows} deletingId={deletingId} onEdit={openEdit} onDelete={openDelete} />
        )}
      </CardContent>

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RecordDialog record={dialog.kind === 'edit' ? dialog.record : null} onClose={close}
          onSave={(input) => mutations.save.mutateAsync({ id: dialog.kind === 'edit' ? dialog.record.id : undefined, input })} />
      )}
      {dialog?.kind === 'delete' && <DeleteRecordDialog record={dialog.record} onClose={close} onConfirm={() => remove(dialog.record)} />}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog title={t('dns.reset.title')} question={t('dns.reset.question')} confirmLabel={t('dns.reset.confirm')} cancelLabel={t('dns.reset.cancel')}
          busy={mutations.reset.isPending} onConfirm={reset} onClose={close} />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog onClose={close} onPreview={(zone) => mutations.preview.mutateAsync(zone)}
          onApply={(body) => mutations.apply.mutateAsync(body).then(() => notify(t('dns.import.done'), { type: 'success' }))} />
      )}
    </Card>
  );
}
