import { ConfirmDialog, fillPath, useDeleteFlow, usePhone } from '@core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  IconButton,
  Link,
  Skeleton,
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
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SingleFieldDialog } from '../components/SingleFieldDialog';
import { useListMutations, useLists } from '../components/useMailFeatures';
import { formatSize, listNameSchema, USERNAME_MAX_LENGTH } from '../contract';

/** "Listas de e-mails": name and disk use, create and delete (part 2 §2). */
export default function EmailListsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const phone = usePhone();
  const { resource = '' } = useParams();
  const lists = useLists(resource);
  const mutations = useListMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('email.lists.deleteError'));
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader title={t('email.lists.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>{t('email.lists.create')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        {lists.isPending && <Skeleton variant="rectangular" height={100} />}
        {lists.isError && <Alert severity="error">{lists.error.message}</Alert>}
        {lists.data?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('email.lists.empty')}</Typography>}
        {lists.data && lists.data.length > 0 && (
          <TableContainer sx={{ maxHeight: phone ? 'none' : 10 * 57 + 40 }}>
            <Table size="small" stickyHeader aria-label={t('email.lists.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('email.lists.name')}</TableCell>
                  <TableCell>{t('email.lists.usage')}</TableCell>
                  <TableCell align="right">{t('email.common.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lists.data.map((list) => (
                  <TableRow key={list.name} hover>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      <Link component={RouterLink} to={fillPath('/hosting/:resource/email/lists/:list', { resource, list: list.name })}>{list.name}</Link>
                    </TableCell>
                    <TableCell>{formatSize(list.size)}</TableCell>
                    <TableCell align="right">
                      {deletion.deletingKey === list.name ? (
                        <CircularProgress size={24} aria-label={t('email.common.deleting')} />
                      ) : (
                        <Tooltip title={t('email.lists.deleteLabel', { name: list.name })}>
                          <IconButton size="small" aria-label={t('email.lists.deleteLabel', { name: list.name })} onClick={() => deletion.ask(list.name)}><DeleteOutline fontSize="small" /></IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {creating && (
        <SingleFieldDialog title={t('email.lists.create')} label={t('email.lists.nameField')} help={t('email.fields.usernameHelp')} field="name" schema={listNameSchema}
          suffix={`@${resource}`} maxLength={USERNAME_MAX_LENGTH} onClose={() => setCreating(false)}
          onSave={(body) => mutations.create.mutateAsync(body).then(() => notify(t('email.lists.created'), { type: 'success' }))} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('email.lists.deleteTitle')} question={t('email.lists.deleteQuestion', { name: deletion.confirming })} onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </Card>
  );
}
