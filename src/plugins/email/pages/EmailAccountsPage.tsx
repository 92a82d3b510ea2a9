import { ConfirmDialog, fillPath, ListCard, useDeleteFlow, type FirstQueries } from '@core';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Button, Chip, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { AccountMenu } from '../components/AccountMenu';
import { CreateAccountDialog } from '../components/CreateAccountDialog';
import { DiskUsage } from '../components/DiskUsage';
import { ForwarderDialog } from '../components/ForwarderDialog';
import { PasswordDialog } from '../components/PasswordDialog';
import { emailDataQuery, useEmailData, useEmailMutations } from '../components/useEmail';
import type { EmailAccount } from '../contract';

/** Tables show about 10 rows before scrolling (part 2 §9); on a phone the page scrolls them. */
const SCROLL_ROWS = 10;
const WRAP_ANYWHERE = { wordBreak: 'break-all' } as const;

/** The two lists decide the page's height, and the webmail link sits beside its title: it is drawn once they are in. */
export const firstQueries: FirstQueries = ({ resource = '' }) => ['emails' as const, 'forwarders' as const, 'webmail' as const].map((include) => emailDataQuery(resource, include));

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
  const deletingForwarder = forwarderDeletion.deletingKey;

  const accountRows = accounts.data?.emails?.map((account) => ({
    key: account.email,
    cells: [
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
        <span>{account.email}</span>
        {account.disabled && <Chip size="small" label={t('email.accounts.disabled')} />}
      </Stack>,
      <DiskUsage account={account} />,
    ],
    actions: accountDeletion.deletingKey === account.email ? (
      <CircularProgress size={24} aria-label={t('email.common.deleting')} />
    ) : (
      <AccountMenu email={account.email} onPassword={() => setDialog({ kind: 'password', account })}
        onSettings={() => navigate(fillPath('/hosting/:resource/email/:account', { resource, account: account.email }))} onDelete={() => accountDeletion.ask(account.email)} />
    ),
  }));
  const forwarderRows = forwarders.data?.forwarders?.map((forwarder) => {
    const label = t('email.forwarders.deleteLabel', { email: forwarder.email, forward: forwarder.forward });
    const deleting = deletingForwarder?.email === forwarder.email && deletingForwarder.forward === forwarder.forward;
    return {
      key: `${forwarder.email}>${forwarder.forward}`,
      cells: [forwarder.email, forwarder.forward],
      actions: deleting ? (
        <CircularProgress size={24} aria-label={t('email.common.deleting')} />
      ) : (
        <Tooltip title={label}>
          <IconButton size="small" onClick={() => forwarderDeletion.ask(forwarder)} aria-label={label}><DeleteOutline fontSize="small" /></IconButton>
        </Tooltip>
      ),
    };
  });

  return (
    <Stack spacing={2}>
      <ListCard title={t('email.accounts.title')} addLabel={t('email.accounts.create')} onAdd={() => setDialog({ kind: 'create' })}
        actions={webmailUrl && (
          <Button size="small" variant="outlined" href={webmailUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />}
            aria-label={t('email.accounts.webmailLabel')}>
            {t('email.accounts.webmail')}
          </Button>
        )}
        columns={[t('email.accounts.email'), t('email.accounts.usage')]} rows={accountRows} loading={accounts.isPending}
        error={accounts.isError ? accounts.error.message : null} emptyText={t('email.accounts.empty')} scrollRows={SCROLL_ROWS} phoneActionsColumn />

      <ListCard title={t('email.forwarders.title')} addLabel={t('email.forwarders.add')} onAdd={() => setDialog({ kind: 'forwarder' })}
        columns={[{ label: t('email.forwarders.email'), sx: WRAP_ANYWHERE }, { label: t('email.forwarders.forward'), sx: WRAP_ANYWHERE }]} rows={forwarderRows}
        loading={forwarders.isPending} error={forwarders.isError ? forwarders.error.message : null} emptyText={t('email.forwarders.empty')}
        scrollRows={SCROLL_ROWS} phoneActionsColumn />

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
