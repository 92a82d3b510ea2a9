import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Brand } from './manifest/schema';

/** The brand's colours over react-admin's default theme. */
export function themeFor(brand: Brand): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: {
      primary: { main: brand.theme.primary },
      secondary: { main: brand.theme.secondary },
    },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  };
}
