import { Box, Toolbar } from '@mui/material';
import { Suspense, useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { SlotComponents, useSlotReady } from '../runtime/SlotComponents';
import { useFirstAccess } from '../session/firstAccess';
import { AlertModal } from './AlertModal';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { ReducedShellProvider } from './ReducedShell';
import { MobileBar, QuickAccessBar } from './NavBars';
import { Sidebar } from './Sidebar';
import { SHELL_SLOTS } from '../runtime/coreSlots';

export function ShellLayout({ children }: { children: ReactNode }) {
  const [navigationOpen, setNavigationOpen] = useState(false);
  // Kept the same across draws, so the header and the sidebar (memoised) skip the layout's redraws.
  const openNavigation = useCallback(() => setNavigationOpen(true), []);
  const closeNavigation = useCallback(() => setNavigationOpen(false), []);
  const { reduced } = useFirstAccess();
  // Leaving the reduced shell draws the announcements in the background: the page stays until they are in.
  const announcementsShown = !useDeferredValue(reduced);
  const ready = useSlotReady(SHELL_SLOTS.announcements) || reduced;
  return (
    <ReducedShellProvider value={reduced}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <Header onOpenNavigation={openNavigation} reduced={reduced} />
        <Sidebar mobileOpen={navigationOpen} onClose={closeNavigation} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, pb: { xs: 10, md: 3 } }}>
          <Toolbar />
          {/* The announcements are drawn with the page, not above it once it is drawn: nothing jumps under the pointer. */}
          {ready ? (
            <Suspense fallback={<PageLoading />}>
              {announcementsShown && (
                <Box aria-live="polite">
                  <SlotComponents slot={SHELL_SLOTS.announcements} together />
                </Box>
              )}
              <QuickAccessBar />
              {children}
            </Suspense>
          ) : (
            <PageLoading />
          )}
        </Box>
        <MobileBar />
        <AlertModal />
      </Box>
    </ReducedShellProvider>
  );
}
