import { ConfirmDialog, StackedCell, useDeleteFlow, usePhone } from '@core';
import Add from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { CopyButton } from '../components/CopyButton';
import { CreateDatabaseDialog } from '../components/CreateDatabaseDialog';
import { DatabaseMenu } from '../components/DatabaseMenu';
import { RemoteAccessCard } from '../components/RemoteAccessCard';
import { UsageChartDialog } from '../components/UsageChartDialog';
import { useDatabaseInfo, useDatabaseList, useDatabaseMutations } from '../components/useDatabases';
import { VersionCard } from '../components/VersionCard';
import { formatSize, type Database } from '../contract';

type Dialog = { kind: 'create' } | { kind: 'password'; database: Database } | { kind: 'usage'; database: Database } | null;

const sameDatabase = (a: Pick<Database, 'dbms' | 'dbname'> | null, b: Database) => a !== null && a.dbms === b.dbms && a.dbname === b.dbname;

function Copyable({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>{children ?? value}</Box>
      <CopyButton value={value} label={label} />
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
  const phone = usePhone();
  const databases = list.data?.databases;
  const typeOf = (database: Database) => t(`database.dbms.${database.dbms}`);
  const sizeOf = (database: Database) => (database.size === null ? '—' : formatSize(database.size));
  const adminUrlOf = (database: Database) => (database.dbms === 'mysql' ? info.data?.phpmyadmin : info.data?.phppgadmin);

  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader title={t('database.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={<Button size="small" variant="contained" startIcon={<Add />} disabled={!info.data} onClick={() => setDialog({ kind: 'create' })}>{t('database.create.button')}</Button>} />
        <CardContent sx={{ pt: 0 }}>
          {list.isPending && <Skeleton variant="rectangular" height={120} />}
          {list.data?.unstable && <Alert severity="warning" sx={{ mb: 2 }}>{t('database.unstable')}</Alert>}
          {databases?.length === 0 && !list.data?.unstable && <Typography color="text.secondary" sx={{ py: 2 }}>{t('database.empty')}</Typography>}
          {databases && databases.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={t('database.title')}>
                <TableHead>
                  <TableRow>
                    {phone ? (
                      <TableCell>{t('database.fields.dbname')}</TableCell>
                    ) : (
                      <>
                        <TableCell>{t('database.fields.dbms')}</TableCell>
                        <TableCell>{t('database.fields.dbname')}</TableCell>
                        <TableCell>{t('database.fields.user')}</TableCell>
                        <TableCell>{t('database.fields.size')}</TableCell>
                      </>
                    )}
                    <TableCell align="right">{t('database.fields.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {databases.map((database) => (
                    <TableRow key={`${database.dbms}:${database.dbname}`} hover>
                      {phone ? (
                        <TableCell>
                          <StackedCell primary={<Copyable value={database.dbname} label={t('database.fields.dbname')} />}
                            details={[
                              { label: t('database.fields.dbms'), value: <Copyable value={typeOf(database)} label={t('database.fields.dbms')} /> },
                              { label: t('database.fields.user'), value: <Copyable value={database.user} label={t('database.fields.user')} /> },
                              { label: t('database.fields.size'), value: <Copyable value={sizeOf(database)} label={t('database.fields.size')} /> },
                            ]} />
                        </TableCell>
                      ) : (
                        <>
                          <TableCell><Copyable value={typeOf(database)} label={t('database.fields.dbms')} /></TableCell>
                          <TableCell><Copyable value={database.dbname} label={t('database.fields.dbname')} /></TableCell>
                          <TableCell><Copyable value={database.user} label={t('database.fields.user')} /></TableCell>
                          <TableCell><Copyable value={sizeOf(database)} label={t('database.fields.size')} /></TableCell>
                        </>
                      )}
                      <TableCell align="right">
                        {sameDatabase(deletion.deletingKey, database) ? (
                          <CircularProgress size={24} aria-label={t('database.delete.deleting')} />
                        ) : (
                          <DatabaseMenu database={database} adminUrl={adminUrlOf(database)} onUsage={() => setDialog({ kind: 'usage', database })}
                            onPassword={() => setDialog({ kind: 'password', database })} onDelete={() => deletion.ask({ dbms: database.dbms, dbname: database.dbname })} />
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
