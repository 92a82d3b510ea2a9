import { ConfirmDialog, fillPath, useDeleteFlow } from '@core';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AccountSpamCard } from '../components/AccountSpamCard';
import { AddressTable } from '../components/AddressTable';
import { AutoresponderCard } from '../components/AutoresponderCard';
import { DiskUsage } from '../components/DiskUsage';
import { QuotaDialog } from '../components/QuotaDialog';
import { SingleFieldDialog } from '../components/SingleFieldDialog';
import { useEmailMutations } from '../components/useEmail';
import { useAccount, useAccountMutations } from '../components/useMailFeatures';
import { accountForwardSchema, aliasSchema, MAX_EMAIL_LENGTH, USERNAME_MAX_LENGTH } from '../contract';

const titleProps = { title: { component: 'h2', variant: 'h6' } } as const;

/** /email/{account}: quota, aliases, redirects, autoresponder and per-account antispam (part 2 §2). */
export default function EmailAccountPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '', account: email = '' } = useParams();
  const account = useAccount(resource, email);
  const mutations = useAccountMutations(resource, email);
  const { changeQuota } = useEmailMutations(resource);
  const aliasDeletion = useDeleteFlow(mutations.removeAlias, t('email.account.aliasDeleteError'));
  const forwardDeletion = useDeleteFlow(mutations.removeForward, t('email.account.forwardDeleteError'));
  const [dialog, setDialog] = useState<'quota' | 'alias' | 'forward' | null>(null);
  const close = () => setDialog(null);
  const success = (key: string) => () => notify(t(key), { type: 'success' });
  const data = account.data;
  const domain = email.slice(email.lastIndexOf('@') + 1);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to={fillPath('/hosting/:resource/email', { resource })} startIcon={<ArrowBack />}>{t('email.account.back')}</Button>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>{email}</Typography>
        {data?.disabled && <Chip size="small" label={t('email.accounts.disabled')} />}
      </Stack>
      {account.isPending && <Skeleton variant="rectangular" height={160} />}
      {account.isError && <Alert severity="error">{account.error.message}</Alert>}
      {data && (
        <>
          <Card component="section" aria-label={t('email.account.quotaTitle')}>
            <CardHeader title={t('email.account.quotaTitle')} slotProps={titleProps}
              action={<Button size="small" variant="outlined" onClick={() => setDialog('quota')}>{t('email.account.changeQuota')}</Button>} />
            <CardContent sx={{ pt: 0 }}><DiskUsage account={data} /></CardContent>
          </Card>

          <Card component="section" aria-label={t('email.account.aliasesTitle')}>
            <CardHeader title={t('email.account.aliasesTitle')} subheader={t('email.account.aliasesHelp')} slotProps={titleProps}
              action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog('alias')}>{t('email.account.addAlias')}</Button>} />
            <CardContent sx={{ pt: 0 }}>
              <AddressTable label={t('email.account.aliasesTitle')} items={data.alias} empty={t('email.account.aliasesEmpty')}
                deleteLabel={(alias) => t('email.account.aliasDeleteLabel', { alias })} removing={aliasDeletion.deletingKey} onDelete={aliasDeletion.ask} />
            </CardContent>
          </Card>

          <Card component="section" aria-label={t('email.account.forwardsTitle')}>
            <CardHeader title={t('email.account.forwardsTitle')} subheader={t('email.account.forwardsHelp')} slotProps={titleProps}
              action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog('forward')}>{t('email.account.addForward')}</Button>} />
            <CardContent sx={{ pt: 0 }}>
              <AddressTable label={t('email.account.forwardsTitle')} items={data.forwards} empty={t('email.account.forwardsEmpty')}
                deleteLabel={(forward) => t('email.account.forwardDeleteLabel', { forward })} removing={forwardDeletion.deletingKey} onDelete={forwardDeletion.ask} />
            </CardContent>
          </Card>

          <AutoresponderCard resource={resource} email={email} />
          <AccountSpamCard resource={resource} email={email} />
        </>
      )}

      {dialog === 'quota' && data && (
        <QuotaDialog account={data} onClose={close} onSave={(body) => changeQuota.mutateAsync(body).then(success('email.accounts.quotaChanged'))} />
      )}
      {dialog === 'alias' && (
        <SingleFieldDialog title={t('email.account.addAlias')} label={t('email.account.aliasField')} help={t('email.fields.usernameHelp')} field="username"
          schema={aliasSchema.omit({ email: true })} suffix={`@${domain}`} maxLength={USERNAME_MAX_LENGTH} onClose={close}
          onSave={(body) => mutations.addAlias.mutateAsync({ email, username: body.username }).then(success('email.account.updated'))} />
      )}
      {dialog === 'forward' && (
        <SingleFieldDialog title={t('email.account.addForward')} label={t('email.fields.forward')} help={t('email.fields.forwardHelp')} field="forward" type="email"
          schema={accountForwardSchema.omit({ email: true })} maxLength={MAX_EMAIL_LENGTH} onClose={close}
          onSave={(body) => mutations.addForward.mutateAsync(body).then(success('email.account.updated'))} />
      )}
      {aliasDeletion.confirming && (
        <ConfirmDialog title={t('email.account.aliasDeleteTitle')} question={t('email.account.aliasDeleteQuestion', { alias: aliasDeletion.confirming })}
          onConfirm={aliasDeletion.confirm} onClose={aliasDeletion.cancel} />
      )}
      {forwardDeletion.confirming && (
        <ConfirmDialog title={t('email.account.forwardDeleteTitle')} question={t('email.account.forwardDeleteQuestion', { forward: forwardDeletion.confirming })}
          onConfirm={forwardDeletion.confirm} onClose={forwardDeletion.cancel} />
      )}
    </Stack>
  );
}
