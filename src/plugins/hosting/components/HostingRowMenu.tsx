import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { IconButton, ListItemIcon, MenuItem } from '@mui/material';
import { hostingActions, pagePath, MenuOnceOpened } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Hosting } from '../contract';
import { LINKED_PAGES } from './linkedPages';

/** The row menu of part 1 §2: manage, change plan, delete, and the site itself. */
export function HostingRowMenu({ hosting }: { hosting: Hosting }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = hostingActions(hosting);
  const close = () => setAnchor(null);
  const base = `/hosting/${hosting.domain}`;
  const changePlan = actions.changePlan ? pagePath(LINKED_PAGES.changePlan, { resource: hosting.domain }) : null;
  const remove = actions.remove ? pagePath(LINKED_PAGES.remove, { resource: hosting.domain }) : null;
  return (
    <>
      <IconButton aria-label={t('hosting.rowMenu.open', { domain: hosting.domain })} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert />
      </IconButton>
      <MenuOnceOpened anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={Link} to={base} onClick={close}>{t('hosting.rowMenu.manage')}</MenuItem>
        {changePlan && <MenuItem component={Link} to={changePlan} onClick={close}>{t('hosting.rowMenu.changePlan')}</MenuItem>}
        {remove && <MenuItem component={Link} to={remove} onClick={close}>{t('hosting.rowMenu.remove')}</MenuItem>}
        <MenuItem component="a" href={`http://${hosting.domain}`} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemIcon><OpenInNew fontSize="small" /></ListItemIcon>
          {t('hosting.rowMenu.visit')}
        </MenuItem>
      </MenuOnceOpened>
    </>
  );
}
