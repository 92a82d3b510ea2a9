import MenuIconGlyph from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, Button, Chip, IconButton, ListItemIcon, Menu, MenuItem, Toolbar, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../format/money';
import { shortenName } from '../format/text';
import { brand } from '../runtime/registry';
import { useCredits, useCurrentUser } from '../session/queries';
import { MenuIcon } from './icons';
import { useMenu } from './MenuLinks';

const ESTIMATE_BADGE_DAYS = 7;

function CreditBalance() {
  const { t } = useTranslation();
  const credits = useCredits();
  if (!credits.data) return null;
  const { total, estimate } = credits.data;
  const showEstimate = estimate !== null && estimate <= ESTIMATE_BADGE_DAYS;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {showEstimate && (
        <Tooltip title={t('shell.header.estimateTitle')}>
          <Chip size="small" color="warning" label={t('shell.header.estimate', { count: estimate })} />
        </Tooltip>
      )}
      <Button component={Link} to="/payment/billing" color="inherit" aria-label={`${t('shell.header.credits')}: ${formatMoney(total)}`}>
        <Typography component="span" fontWeight={700} data-testid="credit-balance">
          {formatMoney(total)}
        </Typography>
      </Button>
      <Button component={Link} to="/payment/manual-recharge" variant="contained" color="secondary" size="small">
        {t('shell.header.addCredits')}
      </Button>
    </Box>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const entries = useMenu('userMenu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user.data) return null;
  const name = user.data.name;
  return (
    <>
      <Button color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-label={t('shell.header.userMenu')}
        endIcon={<Avatar alt="" src={user.data.photo ?? undefined} sx={{ width: 32, height: 32 }}>{name.charAt(0).toUpperCase()}</Avatar>}>
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, textTransform: 'none' }} title={name} data-testid="user-name">
          {shortenName(name)}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.to} component={Link} to={entry.to} onClick={() => setAnchor(null)}>
            <ListItemIcon><MenuIcon name={entry.icon} /></ListItemIcon>
            {entry.text}
          </MenuItem>
        ))}
        <MenuItem component={Link} to="/logout" onClick={() => setAnchor(null)}>
          {t('shell.header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

function HeaderActions() {
  const entries = useMenu('headerActions');
  return (
    <>
      {entries.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} color="inherit" startIcon={<MenuIcon name={entry.icon} />} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
          {entry.text}
        </Button>
      ))}
    </>
  );
}

export function Header({ onOpenNavigation, reduced }: { onOpenNavigation: () => void; reduced: boolean }) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" onClick={onOpenNavigation} aria-label={t('shell.header.openMenu')} sx={{ display: { md: 'none' } }}>
          <MenuIconGlyph />
        </IconButton>
        <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none', gap: 1 }}>
          <img src={brand.logoUrl} alt={brand.productName} height={32} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {!reduced && <HeaderActions />}
        {!reduced && <CreditBalance />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
