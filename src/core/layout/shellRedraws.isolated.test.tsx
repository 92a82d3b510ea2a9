import { fireEvent, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../tests/support/renderWithShell';
import { stubHeaderSession } from '../../../tests/support/headerSession';
import type { MenuSlot } from '../manifest/schema';
import { Header } from './Header';
import { MobileBar, QuickAccessBar } from './NavBars';
import { Sidebar } from './Sidebar';

/**
 * How often each menu was read: each time they are drawn, the header reads 'headerActions', the sidebar
 * 'sidebar', the mobile bar 'mobileBar', and both bars 'quickAccess'.
 */
const menuReads = vi.hoisted(() => new Map<string, number>());
vi.mock('./MenuLinks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./MenuLinks')>();
  return {
    ...actual,
    useMenu: (slot: MenuSlot) => {
      menuReads.set(slot, (menuReads.get(slot) ?? 0) + 1);
      return actual.useMenu(slot);
    },
  };
});

/** The layout's part that matters here: it draws again (as it does when a page or its announcements arrive) with the same callbacks. */
function Layout() {
  const [draws, setDraws] = useState(0);
  const open = useCallback(() => undefined, []);
  const close = useCallback(() => undefined, []);
  return (
    <>
      <button type="button" onClick={() => setDraws(draws + 1)}>{`desenhos: ${draws}`}</button>
      <Header onOpenNavigation={open} reduced={false} />
      <Sidebar mobileOpen={false} onClose={close} />
      <QuickAccessBar />
      <MobileBar />
    </>
  );
}

describe('the header, the sidebar and the navigation bars', () => {
  it('are not drawn again when the layout around them is, with the same callbacks', async () => {
    stubHeaderSession({ id: 1, name: 'Ana', email: 'a@x.com', isAffiliate: false, isFirstAccess: false }, { total: 10, credit: 10, bonus: 0, estimate: null, estimateText: '' });
    renderWithShell(<Layout />);
    await screen.findByTestId('credit-balance');
    await screen.findByRole('link', { name: 'Painel' });
    const reads = () => Object.fromEntries(['headerActions', 'sidebar', 'quickAccess', 'mobileBar'].map((slot) => [slot, menuReads.get(slot) ?? 0]));
    const before = reads();
    for (const count of Object.values(before)) expect(count).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'desenhos: 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'desenhos: 1' }));
    await screen.findByRole('button', { name: 'desenhos: 2' });

    expect(reads()).toEqual(before);
  });
});
