import { ConfirmDialog, CopyButton, formatSize, ListCard, useDeleteFlow, type FirstQueries } from '@core';
import { Alert, Box, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { CreateDatabaseDialog } from '../components/CreateDatabaseDialog';
import { DatabaseMenu } from '../components/DatabaseMenu';
import { RemoteAccessCard } from '../components/RemoteAccessCard';
import { UsageChartDialog } from '../components/UsageChartDialog';
import { databaseInfoQuery, databaseListQuery, useDatabaseInfo, useDatabaseList, useDatabaseMutations } from '../components/useDatabases';
import { VersionCard } from '../components/VersionCard';
import type { Database } from '../contract';

/** The list and the versions card decide the page's height: it is drawn once they are in. */
export const firstQueries: FirstQueries = ({ resource = '' }) => [databaseListQuery(resource), databaseInfoQuery(resource)];

type Dialog = { kind: 'create' } | { kind: 'password'; database: Database } | { kind: 'usage'; database: Database } | null;

const sameDatabase = (a: Pick<Database, 'dbms' | 'dbname'> | null, b: Database) => a !== null && a.dbms === b.dbms && a.dbname === b.dbname;

/** One value of the table (type, name, user, size) with a button that copies it. */
function Copyable({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{children ?? value}</Box>
      <CopyButton value={value} label={t('database.copy', { label, value })} copiedText={t('database.copied', { value })} failedText={t('database.copyFailed')} iconSize="inherit" />
    </Stack>
  );
}

/** "Bancos de dados" (part 2 §2): the table, create, change password, remove, remote access and versions. */
export default function DatabasesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const list = useDatabaseList(resource);
  const info = useDatabaseInfo(resource);
  const mutations = useDatabaseMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('database.delete.error'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const databases = list.data?.databases;
  const typeOf = (database: Database) => t(`database.dbms.${database.dbms}`);
  const sizeOf = (database: Database) => (database.size === null ? '—' : formatSize(database.size));
  const adminUrlOf = (database: Database) => (database.dbms === 'mysql' ? info.data?.phpmyadmin : info.data?.phppgadmin);

  return (
    <Stack spacing={2}>
      <ListCard title={t('database.title')} addLabel={t('database.create.button')} addDisabled={!info.data} onAdd={() => setDialog({ kind: 'create' })}
        phoneActionsColumn phonePrimary={1} loading={list.isPending}
        notice={list.data?.unstable && <Alert severity="warning" sx={{ mb: 2 }}>{t('database.unstable')}</Alert>}
        emptyText={list.data?.unstable ? undefined : t('database.empty')}
        columns={[t('database.fields.dbms'), t('database.fields.dbname'), t('database.fields.user'), t('database.fields.size')]}
        rows={databases?.map((database) => ({
          key: `${database.dbms}:${database.dbname}`,
          cells: [
            <Copyable key="dbms" value={typeOf(database)} label={t('database.fields.dbms')} />,
            <Copyable key="dbname" value={database.dbname} label={t('database.fields.dbname')} />,
            <Copyable key="user" value={database.user} label={t('database.fields.user')} />,
            <Copyable key="size" value={sizeOf(database)} label={t('database.fields.size')} />,
          ],
          actions: sameDatabase(deletion.deletingKey, database) ? (
            <CircularProgress size={24} aria-label={t('database.delete.deleting')} />
          ) : (
            <DatabaseMenu database={database} adminUrl={adminUrlOf(database)} onUsage={() => setDialog({ kind: 'usage', database })}
              onPassword={() => setDialog({ kind: 'password', database })} onDelete={() => deletion.ask({ dbms: database.dbms, dbname: database.dbname })} />
          ),
        }))} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        {info.data ? <RemoteAccessCard resource={resource} remote={info.data.remote} host={info.data.host} /> : <Skeleton variant="rectangular" height={120} />}
        <VersionCard info={info.data} />
      </Box>

      {dialog?.kind === 'create' && info.data && (
        <CreateDatabaseDialog prefix={info.data.prefix} onClose={close}
          onSave={(body) => mutations.create.mutateAsync(body).then(() => notify(t('database.create.done'), { type: 'success' }))} />
      )}
      {dialog?.kind === 'password' && (
        <ChangePasswordDialog database={dialog.database} onClose={close}
          onSave={(body) => mutations.changePassword.mutateAsync({ ...body, dbname: dialog.database.dbname }).then(() => notify(t('database.password.done'), { type: 'success' }))} />
      )}
      {dialog?.kind === 'usage' && <UsageChartDialog resource={resource} dbname={dialog.database.dbname} onClose={close} />}
      {deletion.confirming && (
        <ConfirmDialog title={t('database.delete.title')} question={t('database.delete.question')} onConfirm={deletion.confirm} onClose={deletion.cancel}>
          <Box component="dl" sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
            <dt>{t('database.fields.dbms')}</dt>
            <dd>{t(`database.dbms.${deletion.confirming.dbms}`)}</dd>
            <dt>{t('database.fields.dbname')}</dt>
            <dd>{deletion.confirming.dbname}</dd>
          </Box>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
