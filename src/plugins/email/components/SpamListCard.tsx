import { ConfirmDialog, useDeleteFlow } from '@core';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { Button, Card, CardContent, CardHeader, InputAdornment, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { MAX_EMAIL_LENGTH, spamEntrySchema, type SpamList } from '../contract';
import { AddressTable } from './AddressTable';
import { SingleFieldDialog } from './SingleFieldDialog';
import { useSpamMutations } from './useMailFeatures';

/** One antispam list: a search filter, the add modal and delete with the row marked as removing (part 2 §2, §4). */
export function SpamListCard({ resource, list, entries }: { resource: string; list: SpamList; entries: string[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { add, remove } = useSpamMutations(resource);
  const deletion = useDeleteFlow(remove, t('email.antispam.deleteError'));
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const title = t(`email.antispam.${list}`);
  const shown = entries.filter((entry) => entry.includes(search.trim().toLowerCase()));
  const removing = deletion.deletingKey?.list === list ? deletion.deletingKey.email : null;
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} subheader={t(`email.antispam.${list}Help`)} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} aria-label={t('email.antispam.addTo', { list: title })}>{t('email.antispam.add')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1}>
          <TextField size="small" type="search" label={t('email.antispam.search', { list: title })} value={search} onChange={(e) => setSearch(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }} />
          <AddressTable label={title} items={shown} empty={t(search ? 'email.antispam.noMatch' : 'email.antispam.empty')}
            deleteLabel={(email) => t('email.antispam.deleteLabel', { email, list: title })} removing={removing} onDelete={(email) => deletion.ask({ list, email })} />
        </Stack>
      </CardContent>
      {adding && (
        <SingleFieldDialog title={t('email.antispam.addTo', { list: title })} label={t('email.antispam.entry')} help={t('email.antispam.entryHelp')} field="email"
          schema={spamEntrySchema} maxLength={MAX_EMAIL_LENGTH} onClose={() => setAdding(false)}
          onSave={(body) => add.mutateAsync({ list, email: body.email }).then(() => notify(t('email.antispam.updated'), { type: 'success' }))} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('email.antispam.deleteTitle')} question={t('email.antispam.deleteQuestion', { email: deletion.confirming.email, list: title })}
          onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </Card>
  );
}
