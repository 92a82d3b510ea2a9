import { alertFailure, ConfirmDialog, CopyButton, formatDate, ListCard, RowDeleteButton, useDeleteFlow, type FirstQueries } from '@core';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Box, Card, CardContent, CardHeader, CircularProgress, FormControlLabel, IconButton, Skeleton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SshKeyDialog } from '../components/SshKeyDialog';
import { SshKeyViewer } from '../components/SshKeyViewer';
import { SshPassword } from '../components/SshPassword';
import { ftpMainQuery, servesFtp, sshQuery, useSsh, useSshMutations } from '../components/useSettings';
import type { SshKey } from '../contract';

/** The switch, how to connect and the keys come from one read, the password from FTP's: the page is drawn once they are in. */
export const firstQueries: FirstQueries = ({ resource = '' }) => [sshQuery(resource), ...(servesFtp(resource) ? [ftpMainQuery(resource)] : [])];

/** "SSH": the access switch (queued, polled every 10 s), how to connect, and the public keys (part 2 §2, §4). */
export default function SshPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const ssh = useSsh(resource);
  const mutations = useSshMutations(resource);
  const deletion = useDeleteFlow(mutations.removeKey, t('hosting-settings.ssh.deleteError'));
  const [wish, setWish] = useState<boolean | null>(null);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<SshKey | null>(null);

  if (ssh.isPending) return <Skeleton variant="rectangular" height={240} />;
  if (ssh.isError) return <Alert severity="error">{ssh.error.message}</Alert>;
  const status = ssh.data;
  const queued = status.queued === true;

  const toggle = (value: boolean) => {
    setWish(value);
    mutations.toggle.mutate(value, {
      onError: (error) => alertFailure(error, t('hosting-settings.ssh.toggleError')),
      onSettled: () => setWish(null),
    });
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader title={t('hosting-settings.ssh.access')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <FormControlLabel label={t('hosting-settings.ssh.toggle')} disabled={queued || wish !== null}
              control={<Switch checked={wish ?? status.active} onChange={(event) => toggle(event.target.checked)} />} />
            {queued && <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">{t('hosting-settings.ssh.queued')}</Alert>}
            {status.queued === 'error' && <Alert severity="error">{t('hosting-settings.ssh.toggleError')}</Alert>}
            <Typography variant="subtitle1" component="h3">{t('hosting-settings.ssh.connection')}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1 }}>
              <Box component="code" aria-label={t('hosting-settings.ssh.command')} sx={{ flex: 1, wordBreak: 'break-all' }}>{status.connection}</Box>
              <CopyButton value={status.connection} label={t('hosting-settings.common.copy', { label: t('hosting-settings.ssh.command') })} copiedText={t('hosting-settings.common.copied')} />
            </Box>
            <Typography variant="body2">{t('hosting-settings.ssh.username')}: <strong>{status.username}</strong> · {t('hosting-settings.ssh.host')}: <strong>{status.host}</strong> · {t('hosting-settings.ssh.port')}: <strong>{status.port}</strong></Typography>
            <SshPassword resource={resource} />
            {!status.active && <Typography variant="body2" color="text.secondary">{t('hosting-settings.ssh.inactiveHint')}</Typography>}
          </Stack>
        </CardContent>
      </Card>

      <ListCard title={t('hosting-settings.ssh.keys')} addLabel={t('hosting-settings.ssh.addKey')} onAdd={() => setAdding(true)} phoneActionsColumn
        notice={<Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('hosting-settings.ssh.keysHelp')}</Typography>}
        columns={[{ label: t('hosting-settings.ssh.keyTitle'), sx: { wordBreak: 'break-word' } }, t('hosting-settings.ssh.createdAt')]}
        emptyText={t('hosting-settings.ssh.empty')}
        rows={status.keys.map((key) => ({
          key: key.title,
          cells: [key.title, formatDate(key.createdAt)],
          actions: (
            <>
              <Tooltip title={t('hosting-settings.ssh.view', { title: key.title })}>
                <IconButton size="small" onClick={() => setViewing(key)} aria-label={t('hosting-settings.ssh.view', { title: key.title })}><Visibility fontSize="small" /></IconButton>
              </Tooltip>
              <RowDeleteButton onClick={() => deletion.ask(key.title)} label={t('hosting-settings.ssh.delete', { title: key.title })}
                deleting={deletion.deletingKey === key.title} deletingLabel={t('hosting-settings.common.deleting')} />
            </>
          ),
        }))} />

      {adding && <SshKeyDialog onClose={() => setAdding(false)} onSave={(body) => mutations.addKey.mutateAsync(body).then(() => notify(t('hosting-settings.ssh.added'), { type: 'success' }))} />}
      {viewing && <SshKeyViewer sshKey={viewing} onClose={() => setViewing(null)} />}
      {deletion.confirming && (
        <ConfirmDialog title={t('hosting-settings.ssh.deleteTitle')} question={t('hosting-settings.ssh.deleteQuestion', { title: deletion.confirming })}
          onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </Stack>
  );
}
