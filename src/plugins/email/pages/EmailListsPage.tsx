import { ConfirmDialog, fillPath, ListCard, useDeleteFlow } from '@core';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton, Link, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SingleFieldDialog } from '../components/SingleFieldDialog';
import { useListMutations, useLists } from '../components/useMailFeatures';
import { formatSize, listNameSchema, USERNAME_MAX_LENGTH } from '../contract';

/** Tables show about 10 rows before scrolling (part 2 §9). */
const SCROLL_ROWS = 10;

/** "Listas de e-mails": name and disk use, create and delete (part 2 §2). */
export default function EmailListsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const lists = useLists(resource);
  const mutations = useListMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('email.lists.deleteError'));
  const [creating, setCreating] = useState(false);
  const rows = lists.data?.map((list) => ({
    key: list.name,
    cells: [
      <Link component={RouterLink} to={fillPath('/hosting/:resource/email/lists/:list', { resource, list: list.name })} sx={{ wordBreak: 'break-all' }}>{list.name}</Link>,
      formatSize(list.size),
    ],
    actions: deletion.deletingKey === list.name ? (
      <CircularProgress size={24} aria-label={t('email.common.deleting')} />
    ) : (
      <Tooltip title={t('email.lists.deleteLabel', { name: list.name })}>
        <IconButton size="small" aria-label={t('email.lists.deleteLabel', { name: list.name })} onClick={() => deletion.ask(list.name)}><DeleteOutline fontSize="small" /></IconButton>
      </Tooltip>
    ),
  }));
  return (
    <>
      <ListCard title={t('email.lists.title')} addLabel={t('email.lists.create')} onAdd={() => setCreating(true)} columns={[t('email.lists.name'), t('email.lists.usage')]}
        rows={rows} loading={lists.isPending} error={lists.isError ? lists.error.message : null} emptyText={t('email.lists.empty')} scrollRows={SCROLL_ROWS} phoneActionsColumn />
      {creating && (
        <SingleFieldDialog title={t('email.lists.create')} label={t('email.lists.nameField')} help={t('email.fields.usernameHelp')} field="name" schema={listNameSchema}
          suffix={`@${resource}`} maxLength={USERNAME_MAX_LENGTH} onClose={() => setCreating(false)}
          onSave={(body) => mutations.create.mutateAsync(body).then(() => notify(t('email.lists.created'), { type: 'success' }))} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('email.lists.deleteTitle')} question={t('email.lists.deleteQuestion', { name: deletion.confirming })} onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </>
  );
}
