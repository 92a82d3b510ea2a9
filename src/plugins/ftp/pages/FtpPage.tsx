import { ConfirmDialog, ListCard, useDeleteFlow } from '@core';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Key from '@mui/icons-material/Key';
import { Alert, CircularProgress, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AddUserDialog } from '../components/AddUserDialog';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { MainAccessCard } from '../components/MainAccessCard';
import { useFtpData, useFtpMutations } from '../components/useFtp';
import { loginOf, MESSAGES, type FtpUser } from '../contract';

/** `main`: the main access's password, whose change reads 'Senha atualizada!'; an extra user's reads 'Senha alterada!' (part 2 §8). */
type Dialog = { kind: 'password'; username: string; shown: string; main: boolean } | { kind: 'add' } | null;

/** "FTP": the main access and the extra users, each confined to its folder (part 2 §2 "FTP"). */
/** Rows sit at fractional offsets: scrolled into view with no margin, an action could end a fraction of a pixel off screen. */
const ACTION_SX = { scrollMargin: 8 };
const WRAP = { overflowWrap: 'anywhere' } as const;

export default function FtpPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const query = useFtpData(resource);
  const mutations = useFtpMutations(resource);
  const removal = useDeleteFlow(mutations.removeUser, MESSAGES.removeFailed);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const success = (key: string) => () => notify(t(key), { type: 'success' });
  const main = query.data?.main;
  const users = query.data?.sub;

  const actions = (user: FtpUser) => {
    const login = loginOf(user.username, resource);
    if (removal.deletingKey === user.username) return <CircularProgress size={24} aria-label={t('ftp.users.removing')} />;
    return (
      <>
        <Tooltip title={t('ftp.users.passwordLabel', { login })}>
          <IconButton size="small" sx={ACTION_SX} aria-label={t('ftp.users.passwordLabel', { login })} onClick={() => setDialog({ kind: 'password', username: user.username, shown: login, main: false })}>
            <Key fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('ftp.users.removeLabel', { login })}>
          <IconButton size="small" sx={ACTION_SX} aria-label={t('ftp.users.removeLabel', { login })} onClick={() => removal.ask(user.username)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('ftp.help')}</Typography>
      {query.isPending && <Skeleton variant="rectangular" height={260} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {main && <MainAccessCard main={main} onChangePassword={(username) => setDialog({ kind: 'password', username, shown: username, main: true })} />}

      {users && (
        <ListCard title={t('ftp.users.title')} addLabel={t('ftp.users.add')} onAdd={() => setDialog({ kind: 'add' })}
          columns={[{ label: t('ftp.users.username'), sx: WRAP }, { label: t('ftp.users.homedir'), sx: WRAP }]} emptyText={t('ftp.users.empty')}
          rows={users.map((user) => ({ key: user.username, cells: [loginOf(user.username, resource), user.homedir], actions: actions(user) }))} />
      )}

      {dialog?.kind === 'password' && (
        <ChangePasswordDialog username={dialog.username} shown={dialog.shown} onClose={close}
          onSave={(body) => mutations.changePassword.mutateAsync(body).then(success(dialog.main ? 'ftp.password.updated' : 'ftp.password.changed'))} />
      )}
      {dialog?.kind === 'add' && <AddUserDialog resource={resource} onClose={close} onSave={(body) => mutations.addUser.mutateAsync(body).then(success('ftp.users.added'))} />}
      {removal.confirming && (
        <ConfirmDialog title={t('ftp.users.removeTitle')} question={t('ftp.users.removeQuestion', { login: loginOf(removal.confirming, resource) })}
          onConfirm={removal.confirm} onClose={removal.cancel} />
      )}
    </Stack>
  );
}
