import Add from '@mui/icons-material/Add';
import { IconButton, List, ListSubheader, Tooltip } from '@mui/material';
import { SidebarLink, SidebarNote } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Hosting } from '../contract';
import { useHostings } from './useHostings';

function HostingLinks({ hostings }: { hostings: Hosting[] }) {
  const location = useLocation();
  return (
    <>
      {hostings.map((h) => {
        const to = `/hosting/${h.domain}`;
        return <SidebarLink key={h.domain} to={to} indent text={h.domain} selected={location.pathname === to || location.pathname.startsWith(`${to}/`)} />;
      })}
    </>
  );
}

/** "Hospedagens" in the sidebar, with guest hostings under "Compartilhado" (part 1 §2). */
export default function HostingsSidebar() {
  const { t } = useTranslation();
  const hostings = useHostings();
  const all = hostings.data ?? [];
  const owned = all.filter((h) => !h.isGuest);
  const shared = all.filter((h) => h.isGuest);
  return (
    <>
      <List dense aria-labelledby="sidebar-hostings" data-testid="sidebar-hostings"
        subheader={
          <ListSubheader id="sidebar-hostings" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            {t('hosting.sidebar.title')}
            <Tooltip title={t('hosting.sidebar.add')}>
              <IconButton size="small" component={Link} to="/hosting/create" aria-label={t('hosting.sidebar.add')}><Add fontSize="small" /></IconButton>
            </Tooltip>
          </ListSubheader>
        }>
        <HostingLinks hostings={owned} />
        {hostings.isSuccess && owned.length === 0 && <SidebarNote text={t('hosting.sidebar.empty')} />}
      </List>
      {shared.length > 0 && (
        <List dense aria-labelledby="sidebar-shared" data-testid="sidebar-shared" subheader={<ListSubheader id="sidebar-shared">{t('hosting.sidebar.shared')}</ListSubheader>}>
          <HostingLinks hostings={shared} />
        </List>
      )}
    </>
  );
}
