import { Chip, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatHourly, formatMoney, StackedCell, usePhone } from '@core';
import { useTranslation } from 'react-i18next';
import type { CostReport } from '../contract';
import { TOTAL_CELL } from './totalCell';

export function CostTable({ report }: { report: CostReport }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const costs = (monthly: number) => [
    { label: t('billing.cost.monthly'), value: formatMoney(monthly) },
    { label: t('billing.cost.hourly'), value: formatHourly(monthly) },
  ];
  if (phone) {
    return (
      <Table size="small" aria-label={t('billing.cost.title')}>
        <TableHead>
          <TableRow><TableCell>{t('billing.cost.domain')}</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {report.items.map((item) => (
            <TableRow key={item.domain}>
              <TableCell>
                <StackedCell details={costs(item.monthly)}
                  primary={<>{item.domain}{item.isPaused && <Chip size="small" color="warning" label={t('billing.cost.paused')} sx={{ ml: 1 }} />}</>} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={TOTAL_CELL}><StackedCell primary={t('billing.cost.total')} details={costs(report.total)} /></TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    );
  }
  return (
    <Table size="small" aria-label={t('billing.cost.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('billing.cost.domain')}</TableCell>
          <TableCell align="right">{t('billing.cost.monthly')}</TableCell>
          <TableCell align="right">{t('billing.cost.hourly')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.items.map((item) => (
          <TableRow key={item.domain}>
            <TableCell>
              {item.domain}
              {item.isPaused && <Chip size="small" color="warning" label={t('billing.cost.paused')} sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell align="right">{formatMoney(item.monthly)}</TableCell>
            <TableCell align="right">{formatHourly(item.monthly)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={TOTAL_CELL}>{t('billing.cost.total')}</TableCell>
          <TableCell align="right" sx={TOTAL_CELL}>{formatMoney(report.total)}</TableCell>
          <TableCell align="right" sx={TOTAL_CELL}>{formatHourly(report.total)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
