import { dayjs } from '@core';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';

const localeText = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date pickers in pt-BR (DD/MM/AAAA and 24 h), through dayjs. */
export function PtBrDates({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/** "2026-12-01" and "08:00" as one moment, or null. */
export function toDayjs(date: string | null | undefined, time: string | null | undefined): Dayjs | null {
  return date ? dayjs(`${date}T${time ?? '00:00'}`) : null;
}

/** "01/12/2026 08:00". */
export function formatMoment(date: string, time: string | null): string {
  return dayjs(`${date}T${time ?? '00:00'}`).format('DD/MM/YYYY HH:mm');
}
