import { Button, createTheme, ThemeProvider, type ThemeOptions } from '@mui/material';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandIds, loadBrand } from './manifest/loadManifests';
import { brand } from './runtime/registry';
import { themeFor, useBrandTheme } from './theme';

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

/** A system setting for less motion that the test changes while the page is open. */
function systemMotionSetting(reduce: boolean) {
  const original = window.matchMedia;
  const listeners = new Set<() => void>();
  let current = reduce;
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && current;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => (window.matchMedia = original),
  };
}

function Transition() {
  const theme = useBrandTheme(brand);
  return <p>{theme.transitions.create('opacity')}</p>;
}

describe('useBrandTheme', () => {
  it('follows the less-motion setting when the person changes it with the panel open', () => {
    const setting = systemMotionSetting(false);
    try {
      render(<Transition />);
      expect(screen.getByText(/^opacity \d+ms/)).toBeInTheDocument();
      setting.change(true);
      expect(screen.getByText('none')).toBeInTheDocument();
      setting.change(false);
      expect(screen.getByText(/^opacity \d+ms/)).toBeInTheDocument();
    } finally {
      setting.restore();
    }
  });
});

describe('the themes and the build', () => {
  it('use no MUI CSS variables, which every build leaves out (src/core/build/muiWithoutCssVariables.ts)', () => {
    for (const brandId of brandIds()) {
      for (const reducedMotion of [false, true]) {
        const options = themeFor(loadBrand(brandId), reducedMotion) as ThemeOptions & { cssVariables?: unknown };
        expect(options.cssVariables, brandId).toBeUndefined();
        expect('colorSchemes' in options, brandId).toBe(false);
        expect(createTheme(options).vars, brandId).toBeUndefined();
      }
    }
  });
});
