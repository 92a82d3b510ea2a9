import { createTheme, type Theme, type ThemeOptions } from '@mui/material';
import { grey } from '@mui/material/colors';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import type { Brand } from './manifest/schema';

const phone = (theme: Theme) => theme.breakpoints.down('sm');
const fullWidthOnPhone = [{ props: {}, style: ({ theme }: { theme: Theme }) => ({ [phone(theme)]: { width: '100%' } }) }];
const denseFilled = { variant: 'filled' as const, margin: 'dense' as const, size: 'small' as const, fullWidth: true };

/**
 * react-admin 5's default light theme (ra-ui-materialui/src/theme/defaultTheme.ts), written out here so
 * that the signed-out shell, drawn before react-admin, looks the same without loading react-admin.
 */
const reactAdminDefaults: RaThemeOptions = {
  sidebar: { width: 240, closedWidth: 50 },
  components: {
    MuiAutocomplete: { defaultProps: { fullWidth: true }, variants: fullWidthOnPhone },
    MuiTextField: { defaultProps: denseFilled, variants: fullWidthOnPhone },
    MuiFormControl: { defaultProps: denseFilled },
    MuiTableCell: { styleOverrides: { root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px 0 8px' } } } },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 56 } } },
    MuiFilledInput: {
      styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)', '&$disabled': { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
    },
    RaSimpleFormIterator: { defaultProps: { fullWidth: true } },
    RaTranslatableInputs: { defaultProps: { fullWidth: true } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[300] } } },
  },
};

/**
 * For those who asked for less motion: dialogs, menus and snackbars appear without sliding or
 * fading and buttons without their ripple; the progress spinners still turn, since they say work
 * is under way.
 */
const stillTheme: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};
const stillComponents = { MuiButtonBase: { defaultProps: { disableRipple: true } } };

/** The brand's colours over react-admin's default theme, still when the system asks for less motion. */
export function themeFor(brand: Brand, reducedMotion: boolean): RaThemeOptions {
  return {
    ...reactAdminDefaults,
    ...(reducedMotion ? stillTheme : {}),
    palette: {
      primary: { main: brand.theme.primary },
      secondary: { main: brand.theme.secondary },
      // Darker than MUI's defaults so white text on chips and buttons keeps a 4.5:1 contrast.
      warning: { main: '#a04900' },
      info: { main: '#01579b' },
      success: { main: '#1b5e20' },
    },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    components: {
      ...reactAdminDefaults.components,
      // On a phone a card's actions go under its title when the two do not fit on one line.
      MuiCardHeader: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({ [phone(theme)]: { flexWrap: 'wrap', rowGap: theme.spacing(1) } }),
          action: ({ theme }: { theme: Theme }) => ({ [phone(theme)]: { margin: 0, maxWidth: '100%' } }),
        },
      },
      ...(reducedMotion ? stillComponents : {}),
    },
  };
}

/**
 * The brand's MUI theme as the system asks for it now, for both shells: made once per setting, and
 * made again when the person changes their less-motion setting while the panel is open.
 */
export function useBrandTheme(brand: Brand): Theme {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return useMemo(() => createTheme(themeFor(brand, reducedMotion) as ThemeOptions), [brand, reducedMotion]);
}
