import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatMoney } from '@core';
import { useTranslation } from 'react-i18next';
import type { BillingReport } from '../contract';
import { TOTAL_CELL } from './totalCell';

export function BillingTable({ report, label }: { report: BillingReport; label: string }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('billing.consumption.domain')}</TableCell>
          <TableCell align="right">{t('billing.consumption.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.billing.map((item) => (
          <TableRow key={item.domain}>
            <TableCell>{item.domain}</TableCell>
            <TableCell align="right">{formatMoney(item.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={TOTAL_CELL}>{t('billing.consumption.total')}</TableCell>
          <TableCell align="right" sx={TOTAL_CELL}>{formatMoney(report.total)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
