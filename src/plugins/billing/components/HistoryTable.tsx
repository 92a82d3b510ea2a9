import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatMoney, publishError, StackedCell, usePhone } from '@core';
import { openNfse } from './openNfse';
import { useTranslation } from 'react-i18next';
import type { RechargeRecord, RechargeStatus } from '../contract';

const STATUS_COLOR: Record<RechargeStatus, 'success' | 'warning' | 'default'> = { Paid: 'success', Pending: 'warning', Cancelled: 'default' };

export function HistoryTable({ records }: { records: RechargeRecord[] }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const amount = (record: RechargeRecord) => (
    <Typography component="span" variant="body2" color={record.amount < 0 ? 'error' : 'inherit'}>{formatMoney(record.amount)}</Typography>
  );
  const status = (record: RechargeRecord) => <Chip size="small" color={STATUS_COLOR[record.status]} label={t(`billing.history.statuses.${record.status}`)} />;
  const invoice = (record: RechargeRecord) => record.nfse && (
    <IconButton size="small" onClick={() => void openNfse(record.nfse!).catch(publishError)} aria-label={t('billing.history.openInvoice', { date: formatDate(record.date) })}>
      <ReceiptLong fontSize="small" />
    </IconButton>
  );
  if (phone) {
    return (
      <Table size="small" aria-label={t('billing.history.title')}>
        <TableHead>
          <TableRow><TableCell>{t('billing.history.description')}</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {records.map((record, index) => (
            <TableRow key={`${record.date}-${index}`}>
              <TableCell>
                <StackedCell primary={record.description} actions={invoice(record) || undefined}
                  details={[
                    { label: t('billing.history.date'), value: formatDate(record.date) },
                    { label: t('billing.history.amount'), value: amount(record) },
                    { label: t('billing.history.status'), value: status(record) },
                  ]} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
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
            <TableCell align="right">{amount(record)}</TableCell>
            <TableCell>{status(record)}</TableCell>
            <TableCell align="center">{invoice(record)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
