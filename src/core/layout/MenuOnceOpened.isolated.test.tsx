import { MenuItem, type MenuProps } from '@mui/material';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuOnceOpened } from './MenuOnceOpened';

// Isolated: MUI's Menu is replaced by one that counts its draws.
const menuDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material', async (importOriginal) => {
  const mui = await importOriginal<typeof import('@mui/material')>();
  function CountedMenu(props: MenuProps) {
    menuDraws.count += 1;
    return <mui.Menu {...props} />;
  }
  return { ...mui, Menu: CountedMenu };
});

function RowMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>Ações</button>
      <MenuOnceOpened anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>Gerenciar</MenuItem>
      </MenuOnceOpened>
    </>
  );
}

describe('MenuOnceOpened', () => {
  it('draws no Menu until first opened, then opens, closes by keyboard and opens again as MUI’s Menu', async () => {
    menuDraws.count = 0;
    render(<><RowMenu /><RowMenu /></>);
    expect(menuDraws.count).toBe(0);

    const [first] = screen.getAllByRole('button', { name: 'Ações' });
    fireEvent.click(first);
    expect(await screen.findByRole('menuitem', { name: 'Gerenciar' })).toBeInTheDocument();
    const drawnOnce = menuDraws.count;
    expect(drawnOnce).toBeGreaterThan(0);

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Still drawn while closed (it closed with its transition); the other row's menu never was.
    expect(menuDraws.count).toBeGreaterThan(drawnOnce);

    fireEvent.click(first);
    expect(await screen.findByRole('menuitem', { name: 'Gerenciar' })).toBeInTheDocument();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });
});
