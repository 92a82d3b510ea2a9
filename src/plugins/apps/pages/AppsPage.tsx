import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, IconButton, Menu, MenuItem, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ConfirmDialog, formatDateTime, StackedCell, useDeleteFlow, usePhone } from '@core';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppMutations, useInstalledApps } from '../components/useApps';
import { appLabel, type InstalledApp } from '../contract';

function AppMenu({ app, onDelete }: { app: InstalledApp; onDelete: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton size="small" aria-label={t('apps.list.menu', { app: appLabel(app.app), dir: app.dir })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={app.url} target="_blank" rel="noopener noreferrer" onClick={close} disabled={app.isInstalling || app.failed}>{t('apps.list.open')}</MenuItem>
        <MenuItem onClick={() => { close(); onDelete(); }} disabled={app.isInstalling} sx={{ color: 'error.main' }}>{t('apps.list.delete')}</MenuItem>
      </Menu>
    </>
  );
}

/** /apps: the installed apps with their directory and install date, or "Instalando (n%)" (part 2 §2). */
export default function AppsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const phone = usePhone();
  const { resource = '' } = useParams();
  const apps = useInstalledApps(resource);
  const { remove } = useAppMutations(resource, () => notify(t('apps.list.deleted'), { type: 'success' }));
  const deletion = useDeleteFlow(remove, t('apps.list.deleteError'));
  const deleting = apps.data?.find((app) => app.id === deletion.confirming);

  const installedAt = (app: InstalledApp) => {
    if (app.isInstalling) return t('apps.list.installing', { progress: app.progress });
    if (app.failed) return <Typography component="span" color="error" variant="body2" title={app.error ?? undefined}>{t('apps.list.failed')}</Typography>;
    return app.createdAt ? formatDateTime(app.createdAt) : '';
  };
  const actions = (app: InstalledApp) =>
    deletion.deletingKey === app.id ? <CircularProgress size={24} aria-label={t('apps.list.deleting')} /> : <AppMenu app={app} onDelete={() => deletion.ask(app.id)} />;

  return (
    <Card>
      <CardHeader title={t('apps.list.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button size="small" variant="contained" startIcon={<Add />} component={RouterLink} to={`/hosting/${encodeURIComponent(resource)}/app/install`}>{t('apps.list.install')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        {apps.isError && <Alert severity="warning" sx={{ mb: 2 }}>{t('apps.list.loadError')}</Alert>}
        {apps.isPending && <Skeleton variant="rectangular" height={120} />}
        {apps.data?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('apps.list.empty')}</Typography>}
        {apps.data && apps.data.length > 0 && (
          <Table size="small" aria-label={t('apps.list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('apps.list.app')}</TableCell>
                {!phone && <TableCell>{t('apps.list.dir')}</TableCell>}
                {!phone && <TableCell>{t('apps.list.installedAt')}</TableCell>}
                <TableCell align="right">{t('apps.list.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {apps.data.map((app) => (
                <TableRow key={app.id} hover>
                  {phone ? (
                    <TableCell>
                      <StackedCell primary={appLabel(app.app)} details={[{ label: t('apps.list.dir'), value: app.dir }, { label: t('apps.list.installedAt'), value: installedAt(app) }]} />
                    </TableCell>
                  ) : (
                    <>
                      <TableCell>{appLabel(app.app)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{app.dir}</TableCell>
                      <TableCell>{installedAt(app)}</TableCell>
                    </>
                  )}
                  <TableCell align="right">{actions(app)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {deletion.confirming !== null && deleting && (
        <ConfirmDialog title={t('apps.list.deleteTitle')} question={t('apps.list.deleteQuestion', { app: appLabel(deleting.app), dir: deleting.dir })}
          onConfirm={() => deletion.confirm()} onClose={deletion.cancel}>
          <Alert severity="warning" sx={{ mt: 2 }}>{t('apps.list.deleteWarning')}</Alert>
        </ConfirmDialog>
      )}
    </Card>
  );
}
