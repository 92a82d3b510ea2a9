import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { BottomNavigation, BottomNavigationAction, Box, Button, ListItemIcon, MenuItem, Paper } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from './icons';
import { useMenu } from './MenuLinks';
import { usePhone, useWideScreen } from './screenWidth';
import { MenuOnceOpened } from './MenuOnceOpened';

/** The quick-access bar under the header on wide screens (part 1 §2 "Layout"). Memoised, as the header is (Header.tsx). */
export const QuickAccessBar = memo(function QuickAccessBar() {
  const { t } = useTranslation();
  const entries = useMenu('quickAccess');
  const wide = useWideScreen();
  if (!wide || entries.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('shell.nav.quickAccess')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {entries.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} size="small" variant="outlined" startIcon={<MenuIcon name={entry.icon} />}>
          {entry.text}
        </Button>
      ))}
    </Box>
  );
});

/** Destinations a phone's bar holds with their whole labels; the rest go under "Mais". Wider screens scroll the bar. */
const PHONE_BAR_SLOTS = 4;
const MORE = 'more';

/** The mobile bar: the dashboard, the quick-access links and the mobile-only ones; on a phone the overflow in a "Mais" menu. Memoised, as the header is. */
export const MobileBar = memo(function MobileBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const phone = usePhone();
  const wide = useWideScreen();
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const entries = [
    { to: '/', text: t('shell.nav.dashboard'), icon: 'dashboard' },
    ...useMenu('quickAccess'),
    ...useMenu('mobileBar'),
  ];
  const overflows = phone && entries.length > PHONE_BAR_SLOTS;
  const shown = overflows ? entries.slice(0, PHONE_BAR_SLOTS - 1) : entries;
  const more = overflows ? entries.slice(PHONE_BAR_SLOTS - 1) : [];
  const current = entries.find((e) => e.to === location.pathname)?.to;
  const active = current === undefined ? false : more.some((e) => e.to === current) ? MORE : current;
  const actionSx = phone ? { minWidth: 0, px: 0.5 } : undefined;
  const closeMore = () => setMoreAnchor(null);
  if (wide) return null;
  return (
    <Paper component="nav" aria-label={t('shell.nav.mobile')} elevation={3}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, overflowX: phone ? 'visible' : 'auto', zIndex: 1100 }}>
      <BottomNavigation showLabels value={active} sx={phone ? undefined : { width: 'max-content', minWidth: '100%' }}>
        {shown.map((entry) => (
          <BottomNavigationAction key={entry.to} value={entry.to} label={entry.text} icon={<MenuIcon name={entry.icon} />} component={Link} to={entry.to} sx={actionSx} />
        ))}
        {overflows && (
          <BottomNavigationAction value={MORE} label={t('shell.nav.more')} icon={<MoreHoriz fontSize="small" />} sx={actionSx}
            aria-haspopup="menu" aria-expanded={moreAnchor !== null} onClick={(e) => setMoreAnchor(e.currentTarget)} />
        )}
      </BottomNavigation>
      <MenuOnceOpened anchorEl={moreAnchor} open={moreAnchor !== null} onClose={closeMore}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }} transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        {more.map((entry) => (
          <MenuItem key={entry.to} component={Link} to={entry.to} onClick={closeMore} selected={entry.to === current}>
            <ListItemIcon><MenuIcon name={entry.icon} /></ListItemIcon>
            {entry.text}
          </MenuItem>
        ))}
      </MenuOnceOpened>
    </Paper>
  );
});
