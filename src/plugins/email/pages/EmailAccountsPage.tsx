import { ConfirmDialog, fillPath, StackedCell, useDeleteFlow, usePhone } from '@core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
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
import { useNavigate, useParams } from 'react-router-dom';
import { AccountMenu } from '../components/AccountMenu';
import { CreateAccountDialog } from '../components/CreateAccountDialog';
import { DiskUsage } from '../components/DiskUsage';
import { ForwarderDialog } from '../components/ForwarderDialog';
import { PasswordDialog } from '../components/PasswordDialog';
import { useEmailData, useEmailMutations } from '../components/useEmail';
import type { EmailAccount } from '../contract';

/** Tables show about 10 rows before scrolling (part 2 §9); on a phone the page scrolls them. */
const SCROLL_HEIGHT = 10 * 57 + 40;

type Dialog = { kind: 'create' } | { kind: 'password'; account: EmailAccount } | { kind: 'forwarder' } | null;

/** "Contas de e-mail": the accounts with their disk use, the forwarders and the webmail link (part 2 §2). */
export default function EmailAccountsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const navigate = useNavigate();
  const accounts = useEmailData(resource, 'emails');
  const forwarders = useEmailData(resource, 'forwarders');
  const webmail = useEmailData(resource, 'webmail');
  const mutations = useEmailMutations(resource);
  const accountDeletion = useDeleteFlow(mutations.removeAccount, t('email.accounts.deleteError'));
  const forwarderDeletion = useDeleteFlow(mutations.removeForwarder, t('email.forwarders.deleteError'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const success = (key: string) => () => notify(t(key), { type: 'success' });
  const webmailUrl = webmail.data?.webmail?.url;
  const emails = accounts.data?.emails;
  const forwards = forwarders.data?.forwarders;
  const deletingForwarder = forwarderDeletion.deletingKey;
  const phone = usePhone();
  const scrollHeight = phone ? 'none' : SCROLL_HEIGHT;

  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader title={t('email.accounts.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {webmailUrl && (
                <Button size="small" variant="outlined" href={webmailUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />}
                  aria-label={t('email.accounts.webmailLabel')}>
                  {t('email.accounts.webmail')}
                </Button>
              )}
              <Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'create' })}>{t('email.accounts.create')}</Button>
            </Stack>
          } />
        <CardContent sx={{ pt: 0 }}>
          {accounts.isPending && <Skeleton variant="rectangular" height={120} />}
          {accounts.isError && <Alert severity="error">{accounts.error.message}</Alert>}
          {emails?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('email.accounts.empty')}</Typography>}
          {emails && emails.length > 0 && (
            <TableContainer sx={{ maxHeight: scrollHeight }}>
              <Table size="small" stickyHeader aria-label={t('email.accounts.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('email.accounts.email')}</TableCell>
                    {!phone && <TableCell>{t('email.accounts.usage')}</TableCell>}
                    <TableCell align="right">{t('email.common.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {emails.map((account) => (
                    <TableRow key={account.email} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Stack spacing={1}>
                          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: phone ? 'wrap' : 'nowrap' }}>
                            <span>{account.email}</span>
                            {account.disabled && <Chip size="small" label={t('email.accounts.disabled')} />}
                          </Stack>
                          {phone && <DiskUsage account={account} />}
                        </Stack>
                      </TableCell>
                      {!phone && <TableCell><DiskUsage account={account} /></TableCell>}
                      <TableCell align="right">
                        {accountDeletion.deletingKey === account.email ? (
                          <CircularProgress size={24} aria-label={t('email.common.deleting')} />
                        ) : (
                          <AccountMenu email={account.email} onPassword={() => setDialog({ kind: 'password', account })}
                            onSettings={() => navigate(fillPath('/hosting/:resource/email/:account', { resource, account: account.email }))} onDelete={() => accountDeletion.ask(account.email)} />
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('email.forwarders.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'forwarder' })}>{t('email.forwarders.add')}</Button>} />
        <CardContent sx={{ pt: 0 }}>
          {forwarders.isPending && <Skeleton variant="rectangular" height={80} />}
          {forwarders.isError && <Alert severity="error">{forwarders.error.message}</Alert>}
          {forwards?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('email.forwarders.empty')}</Typography>}
          {forwards && forwards.length > 0 && (
            <TableContainer sx={{ maxHeight: scrollHeight }}>
              <Table size="small" stickyHeader aria-label={t('email.forwarders.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('email.forwarders.email')}</TableCell>
                    {!phone && <TableCell>{t('email.forwarders.forward')}</TableCell>}
                    <TableCell align="right">{t('email.common.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {forwards.map((forwarder) => {
                    const label = t('email.forwarders.deleteLabel', { email: forwarder.email, forward: forwarder.forward });
                    const deleting = deletingForwarder?.email === forwarder.email && deletingForwarder.forward === forwarder.forward;
                    return (
                      <TableRow key={`${forwarder.email}>${forwarder.forward}`} hover>
                        {phone ? (
                          <TableCell><StackedCell primary={forwarder.email} details={[{ label: t('email.forwarders.forward'), value: forwarder.forward }]} /></TableCell>
                        ) : (
                          <>
                            <TableCell sx={{ wordBreak: 'break-all' }}>{forwarder.email}</TableCell>
                            <TableCell sx={{ wordBreak: 'break-all' }}>{forwarder.forward}</TableCell>
                          </>
                        )}
                        <TableCell align="right">
                          {deleting ? (
                            <CircularProgress size={24} aria-label={t('email.common.deleting')} />
                          ) : (
                            <Tooltip title={label}>
                              <IconButton size="small" onClick={() => forwarderDeletion.ask(forwarder)} aria-label={label}><DeleteOutline fontSize="small" /></IconButton>
                            </Tooltip>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      {dialog?.kind === 'create' && (
        <CreateAccountDialog resource={resource} onClose={close} onSave={(body) => mutations.createAccount.mutateAsync(body).then(success('email.accounts.created'))} />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog email={dialog.account.email} onClose={close} onSave={(body) => mutations.changePassword.mutateAsync(body).then(success('email.accounts.passwordChanged'))} />
      )}
      {dialog?.kind === 'forwarder' && (
        <ForwarderDialog resource={resource} onClose={close} onSave={(body) => mutations.addForwarder.mutateAsync(body).then(success('email.forwarders.added'))} />
      )}
      {accountDeletion.confirming && (
        <ConfirmDialog title={t('email.accounts.deleteTitle')} question={t('email.accounts.deleteQuestion', { email: accountDeletion.confirming })}
          onConfirm={accountDeletion.confirm} onClose={accountDeletion.cancel}>
          <Alert severity="warning" sx={{ mt: 2 }}>{t('email.accounts.deleteWarning')}</Alert>
        </ConfirmDialog>
      )}
      {forwarderDeletion.confirming && (
        <ConfirmDialog title={t('email.forwarders.deleteTitle')} question={t('email.forwarders.deleteQuestion', { email: forwarderDeletion.confirming.email, forward: forwarderDeletion.confirming.forward })}
          onConfirm={forwarderDeletion.confirm} onClose={forwarderDeletion.cancel} />
      )}
    </Stack>
  );
}
