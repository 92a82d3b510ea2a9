import { useMediaQuery, useTheme } from '@mui/material';

// Read as the component first draws (noSsr): the panel draws only in the browser, and a first draw for the
// wrong width would be drawn again at once, in full.

/** True on a phone-sized screen (below MUI's "sm"), where tables fold their columns and bars fold their items. */
export function usePhone(): boolean {
  // useTheme falls back to MUI's default theme, so components rendered outside the shell work too.
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}

/**
 * True from MUI's "md" up, where the sidebar is permanent and the quick-access bar shows; below, the
 * sidebar is a drawer and the mobile bar shows. The shell draws only the parts of the width it has.
 * Without media queries (jsdom), the wide shell.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true, defaultMatches: true });
}
