import Add from '@mui/icons-material/Add';
import { IconButton, List, ListItemButton, ListItemText, ListSubheader, Tooltip } from '@mui/material';
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
        return (
          <ListItemButton key={d.domain} component={Link} to={to} selected={location.pathname.startsWith(to)} sx={{ pl: 3 }}>
            <ListItemText primary={d.domain} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
          </ListItemButton>
        );
      })}
      {domains.isSuccess && rows.length === 0 && <ListItemText sx={{ pl: 3 }} secondary={t('domains.sidebar.empty')} />}
    </List>
  );
}
