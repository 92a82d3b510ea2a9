import { BottomNavigation, BottomNavigationAction, Box, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from './icons';
import { useMenu } from './MenuLinks';

/** The quick-access bar under the header on wide screens (part 1 §2 "Layout"). */
export function QuickAccessBar() {
  const { t } = useTranslation();
  const entries = useMenu('quickAccess');
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('shell.nav.quickAccess')} sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {entries.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} size="small" variant="outlined" startIcon={<MenuIcon name={entry.icon} />}>
          {entry.text}
        </Button>
      ))}
    </Box>
  );
}

/** The mobile bar: the dashboard, the quick-access links and the mobile-only ones. */
export function MobileBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = [
    { to: '/', text: t('shell.nav.dashboard'), icon: 'dashboard' },
    ...useMenu('quickAccess'),
    ...useMenu('mobileBar'),
  ];
  const active = entries.find((e) => e.to === location.pathname)?.to ?? false;
  return (
    <Paper component="nav" aria-label={t('shell.nav.mobile')} elevation={3}
      sx={{ display: { xs: 'block', md: 'none' }, position: 'fixed', bottom: 0, left: 0, right: 0, overflowX: 'auto', zIndex: 1100 }}>
      <BottomNavigation showLabels value={active} sx={{ width: 'max-content', minWidth: '100%' }}>
        {entries.map((entry) => (
          <BottomNavigationAction key={entry.to} value={entry.to} label={entry.text} icon={<MenuIcon name={entry.icon} />} component={Link} to={entry.to} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
