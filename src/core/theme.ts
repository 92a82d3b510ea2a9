import type { Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Brand } from './manifest/schema';

const phone = (theme: Theme) => theme.breakpoints.down('sm');

/** The brand's colours over react-admin's default theme. */
export function themeFor(brand: Brand): RaThemeOptions {
  return {
    ...defaultTheme,
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
      ...defaultTheme.components,
      // On a phone a card's actions go under its title when the two do not fit on one line.
      MuiCardHeader: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({ [phone(theme)]: { flexWrap: 'wrap', rowGap: theme.spacing(1) } }),
          action: ({ theme }: { theme: Theme }) => ({ [phone(theme)]: { margin: 0, maxWidth: '100%' } }),
        },
      },
    },
  };
}
