import MoreVert from '@mui/icons-material/MoreVert';
import { Alert, CircularProgress, IconButton, MenuItem, Typography } from '@mui/material';
import { ConfirmDialog, formatDateTime, ListCard, useDeleteFlow, MenuOnceOpened } from '@core';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
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
      <MenuOnceOpened anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={app.url} target="_blank" rel="noopener noreferrer" onClick={close} disabled={app.isInstalling || app.failed}>{t('apps.list.open')}</MenuItem>
        <MenuItem onClick={() => { close(); onDelete(); }} disabled={app.isInstalling} sx={{ color: 'error.main' }}>{t('apps.list.delete')}</MenuItem>
      </MenuOnceOpened>
    </>
  );
}

/** /apps: the installed apps with their directory and install date, or "Instalando (n%)" (part 2 §2). */
export default function AppsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
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
    <>
      <ListCard title={t('apps.list.title')} addLabel={t('apps.list.install')} addTo={`/hosting/${encodeURIComponent(resource)}/app/install`} phoneActionsColumn
        notice={apps.isError && <Alert severity="warning" sx={{ mb: 2 }}>{t('apps.list.loadError')}</Alert>}
        columns={[t('apps.list.app'), { label: t('apps.list.dir'), sx: { wordBreak: 'break-all' } }, t('apps.list.installedAt')]}
        loading={apps.isPending} emptyText={t('apps.list.empty')}
        rows={apps.data?.map((app) => ({ key: String(app.id), cells: [appLabel(app.app), app.dir, installedAt(app)], actions: actions(app) }))} />
      {deletion.confirming !== null && deleting && (
        <ConfirmDialog title={t('apps.list.deleteTitle')} question={t('apps.list.deleteQuestion', { app: appLabel(deleting.app), dir: deleting.dir })}
          onConfirm={() => deletion.confirm()} onClose={deletion.cancel}>
          <Alert severity="warning" sx={{ mt: 2 }}>{t('apps.list.deleteWarning')}</Alert>
        </ConfirmDialog>
      )}
    </>
  );
}
