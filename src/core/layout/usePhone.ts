import { useMediaQuery, useTheme } from '@mui/material';

/** True on a phone-sized screen (below MUI's "sm"), where tables fold their columns and bars fold their items. */
export function usePhone(): boolean {
  // useTheme falls back to MUI's default theme, so components rendered outside the shell work too.
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}
