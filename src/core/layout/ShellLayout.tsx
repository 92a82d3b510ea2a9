import { Box, Toolbar } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { SlotComponents } from '../runtime/SlotComponents';
import { useFirstAccess } from '../session/firstAccess';
import { AlertModal } from './AlertModal';
import { Header } from './Header';
import { ReducedShellProvider } from './ReducedShell';
import { MobileBar, QuickAccessBar } from './NavBars';
import { Sidebar } from './Sidebar';
import { SHELL_SLOTS } from '../runtime/coreSlots';

export function ShellLayout({ children }: { children: ReactNode }) {
  const [navigationOpen, setNavigationOpen] = useState(false);
  const { reduced } = useFirstAccess();
  return (
    <ReducedShellProvider value={reduced}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Header onOpenNavigation={() => setNavigationOpen(true)} reduced={reduced} />
        <Sidebar mobileOpen={navigationOpen} onClose={() => setNavigationOpen(false)} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, pb: { xs: 10, md: 3 } }}>
          <Toolbar />
          {!reduced && (
            <Box aria-live="polite">
              <SlotComponents slot={SHELL_SLOTS.announcements} fallback={null} />
            </Box>
          )}
          <QuickAccessBar />
          {children}
        </Box>
        <MobileBar />
        <AlertModal />
      </Box>
    </ReducedShellProvider>
  );
}
