import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api, formatHourly } from '@core';
import { useTranslation } from 'react-i18next';
import { costEffect, hostingKeys, hostingPaths, type CostChange, type HostingCosts } from '../contract';

/** What the hosting and its owner's account cost now, read fresh for each confirmation. */
export function useHostingCosts(domain: string, enabled = true) {
  return useQuery({
    queryKey: hostingKeys.costs(domain),
    queryFn: ({ signal }) => api<HostingCosts>('GET', hostingPaths.costs(domain), { signal }),
    enabled,
    staleTime: 0,
  });
}

/**
 * A paid change's effect, shown before it is confirmed: the hosting's cost per hour (monthly / 720,
 * 4 decimals) and the days the credits last, now and after.
 */
export function CostEffect({ costs, change }: { costs: HostingCosts | undefined; change: CostChange }) {
  const { t } = useTranslation();
  if (!costs) return null;
  const effect = costEffect(costs, change);
  const days = (value: number | null) => (value === null ? t('hosting.effect.noCharge') : t('hosting.effect.days', { count: value }));
  return (
    <Box role="group" aria-label={t('hosting.effect.title')} sx={{ mt: 2 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>{t('hosting.effect.now')}</TableCell>
            <TableCell>{t('hosting.effect.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">{t('hosting.effect.hourly')}</TableCell>
            <TableCell>{formatHourly(effect.hourlyBefore * 720)}</TableCell>
            <TableCell>{formatHourly(effect.hourlyAfter * 720)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">{t('hosting.effect.daysLeft')}</TableCell>
            <TableCell>{days(effect.daysBefore)}</TableCell>
            <TableCell>{days(effect.daysAfter)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {change.charge ? <Alert severity="info" sx={{ mt: 1 }}>{t('hosting.effect.charge')}</Alert> : null}
    </Box>
  );
}
