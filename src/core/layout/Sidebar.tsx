import { Box, Drawer, List, Toolbar } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SlotComponents } from '../runtime/SlotComponents';
import { MenuIcon } from './icons';
import { useMenu } from './MenuLinks';
import { useWideScreen } from './screenWidth';
import { SidebarLink } from './SidebarLink';
import { SHELL_SLOTS } from '../runtime/coreSlots';

export const SIDEBAR_WIDTH = 272;

function SidebarContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = useMenu('sidebar');
  return (
    <Box component="nav" aria-label={t('shell.nav.main')} onClick={onNavigate} sx={{ overflowY: 'auto', pb: 2 }}>
      <List dense>
        <SidebarLink to="/" selected={location.pathname === '/'} icon={<MenuIcon name="dashboard" />} text={t('shell.nav.dashboard')} />
        {entries.map((entry) => (
          <SidebarLink key={entry.to} to={entry.to} selected={location.pathname === entry.to} icon={<MenuIcon name={entry.icon} />} text={entry.text} />
        ))}
      </List>
      <SlotComponents slot={SHELL_SLOTS.sidebar} fallback={null} />
    </Box>
  );
}

const stayOnPage = () => undefined;

/** Permanent on wide screens, a drawer on narrow ones. Memoised as the header is (Header.tsx): its parts read the route and their data. */
export const Sidebar = memo(function Sidebar({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  const paper = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' as const };
  return useWideScreen() ? (
    <Drawer variant="permanent" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
      <Toolbar />
      <SidebarContent onNavigate={stayOnPage} />
    </Drawer>
  ) : (
    <Drawer variant="temporary" open={mobileOpen} onClose={onClose} ModalProps={{ keepMounted: false }} sx={{ '& .MuiDrawer-paper': paper }}>
      <Toolbar />
      <SidebarContent onNavigate={onClose} />
    </Drawer>
  );
});
