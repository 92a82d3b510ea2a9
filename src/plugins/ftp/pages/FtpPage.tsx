import { ConfirmDialog, StackedCell, useDeleteFlow, usePhone } from '@core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Key from '@mui/icons-material/Key';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AddUserDialog } from '../components/AddUserDialog';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { MainAccessCard } from '../components/MainAccessCard';
import { useFtpData, useFtpMutations } from '../components/useFtp';
import { loginOf, MESSAGES, type FtpUser } from '../contract';

type Dialog = { kind: 'password'; username: string; shown: string } | { kind: 'add' } | null;

/** "FTP": the main access and the extra users, each confined to its folder (part 2 §2 "FTP"). */
/** Rows sit at fractional offsets: scrolled into view with no margin, an action could end a fraction of a pixel off screen. */
const ACTION_SX = { scrollMargin: 8 };

export default function FtpPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const phone = usePhone();
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
          <IconButton size="small" sx={ACTION_SX} aria-label={t('ftp.users.passwordLabel', { login })} onClick={() => setDialog({ kind: 'password', username: user.username, shown: login })}>
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
      {main && <MainAccessCard main={main} onChangePassword={() => setDialog({ kind: 'password', username: main.username, shown: main.username })} />}

      {users && (
        <Card>
          <CardHeader title={t('ftp.users.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>{t('ftp.users.add')}</Button>} />
          <CardContent sx={{ pt: 0 }}>
            {users.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('ftp.users.empty')}</Typography>}
            {users.length > 0 && (
              <TableContainer>
                <Table size="small" aria-label={t('ftp.users.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('ftp.users.username')}</TableCell>
                      {!phone && <TableCell>{t('ftp.users.homedir')}</TableCell>}
                      {!phone && <TableCell align="right">{t('ftp.users.actions')}</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {users.map((user) => (
                      <TableRow key={user.username} hover>
                        {phone ? (
                          <TableCell>
                            <StackedCell primary={loginOf(user.username, resource)} details={[{ label: t('ftp.users.homedir'), value: user.homedir }]} actions={actions(user)} />
                          </TableCell>
                        ) : (
                          <>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{loginOf(user.username, resource)}</TableCell>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.homedir}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{actions(user)}</TableCell>
                          </>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </CardContent>
        </Card>
      )}

      {dialog?.kind === 'password' && (
        <ChangePasswordDialog username={dialog.username} shown={dialog.shown} onClose={close}
          onSave={(body) => mutations.changePassword.mutateAsync(body).then(success('ftp.password.changed'))} />
      )}
      {dialog?.kind === 'add' && <AddUserDialog resource={resource} onClose={close} onSave={(body) => mutations.addUser.mutateAsync(body).then(success('ftp.users.added'))} />}
      {removal.confirming && (
        <ConfirmDialog title={t('ftp.users.removeTitle')} question={t('ftp.users.removeQuestion', { login: loginOf(removal.confirming, resource) })}
          onConfirm={removal.confirm} onClose={removal.cancel} />
      )}
    </Stack>
  );
}
