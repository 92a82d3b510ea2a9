import { Button, createTheme, ThemeProvider, type ThemeOptions } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from './runtime/registry';
import { themeFor } from './theme';

function pressedButton(reducedMotion: boolean): HTMLElement {
  render(
    <ThemeProvider theme={createTheme(themeFor(brand, reducedMotion) as ThemeOptions)}>
      <Button>Salvar</Button>
    </ThemeProvider>,
  );
  const pressed = screen.getByRole('button', { name: 'Salvar' });
  // MUI mounts the ripple on the first press.
  fireEvent.mouseDown(pressed);
  return pressed;
}

describe('the theme and the system setting for less motion', () => {
  it('keeps transitions and the ripple by default', () => {
    const theme = createTheme(themeFor(brand, false) as ThemeOptions);
    expect(theme.transitions.create('opacity')).toMatch(/opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(pressedButton(false).querySelector('.MuiTouchRipple-root')).not.toBeNull();
  });

  it('draws dialogs, menus and buttons still when less motion is asked for', () => {
    const theme = createTheme(themeFor(brand, true) as ThemeOptions);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(pressedButton(true).querySelector('.MuiTouchRipple-root')).toBeNull();
  });
});
