import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, MenuItem } from '@mui/material';
import { MenuOnceOpened } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Database } from '../contract';

interface Props {
  database: Database;
  /** The web admin link of the database's type (from /database/info); absent while it loads. */
  adminUrl?: string;
  onUsage: () => void;
  onPassword: () => void;
  onDelete: () => void;
}

/** Row menu: Acessar, Conexões (MySQL only), Alterar senha and Excluir (part 2 §2). */
export function DatabaseMenu({ database, adminUrl, onUsage, onPassword, onDelete }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const pick = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton size="small" aria-label={t('database.menu', { dbname: database.dbname })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <MenuOnceOpened anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component="a" href={adminUrl} target="_blank" rel="noopener noreferrer" disabled={!adminUrl} onClick={close}>
          <ListItemText>{t('database.actions.access')}</ListItemText>
        </MenuItem>
        {database.dbms === 'mysql' && <MenuItem onClick={pick(onUsage)}>{t('database.actions.usage')}</MenuItem>}
        <MenuItem onClick={pick(onPassword)}>{t('database.actions.password')}</MenuItem>
        <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>{t('database.actions.delete')}</MenuItem>
      </MenuOnceOpened>
    </>
  );
}
