import Add from '@mui/icons-material/Add';
import { IconButton, List, ListSubheader, Tooltip } from '@mui/material';
import { SidebarLink, SidebarNote } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDomains } from './useDomains';

/** "Domínios" in the sidebar (part 1 §2 "Layout"). */
export default function DomainsSidebar() {
  const { t } = useTranslation();
  const location = useLocation();
  const domains = useDomains();
  const rows = domains.data ?? [];
  return (
    <List dense aria-labelledby="sidebar-domains" data-testid="sidebar-domains"
      subheader={
        <ListSubheader id="sidebar-domains" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {t('domains.sidebar.title')}
          <Tooltip title={t('domains.sidebar.add')}>
            <IconButton size="small" component={Link} to="/domain/add" aria-label={t('domains.sidebar.add')}><Add fontSize="small" /></IconButton>
          </Tooltip>
        </ListSubheader>
      }>
      {rows.map((d) => {
        const to = `/domain/${d.domain}`;
        return <SidebarLink key={d.domain} to={to} indent text={d.domain} selected={location.pathname.startsWith(to)} />;
      })}
      {domains.isSuccess && rows.length === 0 && <SidebarNote text={t('domains.sidebar.empty')} />}
    </List>
  );
}
