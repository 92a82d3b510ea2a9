import { ConfirmDialog, fillPath, useDeleteFlow } from '@core';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AddressTable } from '../components/AddressTable';
import { SingleFieldDialog } from '../components/SingleFieldDialog';
import { useList, useListMutations } from '../components/useMailFeatures';
import { formatSize, MAX_EMAIL_LENGTH, memberSchema } from '../contract';

/** /email/lists/{list}: disk use, member count and the members (part 2 §2). */
export default function EmailListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '', list: name = '' } = useParams();
  const list = useList(resource, name);
  const mutations = useListMutations(resource);
  const deletion = useDeleteFlow(mutations.removeMember, t('email.list.deleteError'));
  const [adding, setAdding] = useState(false);
  const members = list.data?.members ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to={fillPath('/hosting/:resource/email/lists', { resource })} startIcon={<ArrowBack />}>{t('email.list.back')}</Button>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>{name}</Typography>
      </Stack>
      {list.isPending && <Skeleton variant="rectangular" height={120} />}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.data && (
        <Card component="section" aria-label={t('email.list.members')}>
          <CardHeader title={t('email.list.members')} subheader={t('email.list.summary', { size: formatSize(list.data.size), count: members.length })}
            slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>{t('email.list.add')}</Button>} />
          <CardContent sx={{ pt: 0 }}>
            <AddressTable label={t('email.list.members')} items={members} empty={t('email.list.empty')} deleteLabel={(email) => t('email.list.deleteLabel', { email })}
              removing={deletion.deletingKey?.email ?? null} onDelete={(email) => deletion.ask({ list: name, email })} />
          </CardContent>
        </Card>
      )}
      {adding && (
        <SingleFieldDialog title={t('email.list.add')} label={t('email.list.memberField')} field="email" type="email" schema={memberSchema} maxLength={MAX_EMAIL_LENGTH}
          onClose={() => setAdding(false)}
          onSave={(body) => mutations.addMember.mutateAsync({ list: name, email: body.email }).then(() => notify(t('email.list.added'), { type: 'success' }))} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('email.list.deleteTitle')} question={t('email.list.deleteQuestion', { email: deletion.confirming.email, list: name })} onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </Stack>
  );
}
