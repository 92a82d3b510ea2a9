import { useMediaQuery, type Theme } from '@mui/material';

/** True on a phone-sized screen (below MUI's "sm"), where tables fold their columns and bars fold their items. */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
