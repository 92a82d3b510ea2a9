import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, MenuItem } from '@mui/material';
import { MenuOnceOpened } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  email: string;
  onPassword: () => void;
  onSettings: () => void;
  onDelete: () => void;
}

/** The account row menu: Alterar senha, Configurações and Excluir (part 2 §2). */
export function AccountMenu({ email, onPassword, onSettings, onDelete }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const pick = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <IconButton size="small" aria-label={t('email.accounts.menu', { email })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <MenuOnceOpened anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={pick(onPassword)}>{t('email.accounts.changePassword')}</MenuItem>
        <MenuItem onClick={pick(onSettings)}>{t('email.accounts.settings')}</MenuItem>
        <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>{t('email.accounts.delete')}</MenuItem>
      </MenuOnceOpened>
    </>
  );
}
