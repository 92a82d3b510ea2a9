import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatMoney } from '@core';
import { useTranslation } from 'react-i18next';
import type { RechargeRecord, RechargeStatus } from '../contract';

const STATUS_COLOR: Record<RechargeStatus, 'success' | 'warning' | 'default'> = { Paid: 'success', Pending: 'warning', Cancelled: 'default' };

export function HistoryTable({ records }: { records: RechargeRecord[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('billing.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('billing.history.date')}</TableCell>
          <TableCell>{t('billing.history.description')}</TableCell>
          <TableCell align="right">{t('billing.history.amount')}</TableCell>
          <TableCell>{t('billing.history.status')}</TableCell>
          <TableCell align="center">{t('billing.history.invoice')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record, index) => (
          <TableRow key={`${record.date}-${index}`}>
            <TableCell>{formatDate(record.date)}</TableCell>
            <TableCell>{record.description}</TableCell>
            <TableCell align="right">
              <Typography component="span" variant="body2" color={record.amount < 0 ? 'error' : 'inherit'}>{formatMoney(record.amount)}</Typography>
            </TableCell>
            <TableCell><Chip size="small" color={STATUS_COLOR[record.status]} label={t(`billing.history.statuses.${record.status}`)} /></TableCell>
            <TableCell align="center">
              {record.nfse && (
                <IconButton size="small" href={record.nfse} target="_blank" rel="noopener noreferrer" aria-label={t('billing.history.openInvoice', { date: formatDate(record.date) })}>
                  <ReceiptLong fontSize="small" />
                </IconButton>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
