import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatHourly, formatMoney, StackedCell, usePhone } from '@core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostItem, CostReport } from '../contract';
import { TOTAL_CELL } from './totalCell';

/** The cost columns: the plan, each paid extra, the site discount and the hosting's total, each per month and per hour. */
const COLUMNS = ['plan', 'accelerator', 'balancer', 'dailyBackup', 'discount', 'monthly'] as const;
type Column = (typeof COLUMNS)[number];

/** A row's amount in a column in cents; the plan before the discount, so plan + extras - discount = the row's total. */
function cents(item: CostItem, column: Column): number {
  if (column === 'plan') return Math.round(item.monthlyNoAddons * 100) + Math.round(item.discount * 100);
  return Math.round(item[column] * 100);
}

const valuesOf = (item: CostItem) => Object.fromEntries(COLUMNS.map((c) => [c, cents(item, c) / 100])) as Record<Column, number>;

/** Sums a column over the rows in whole cents, so the total row is exactly the rows' sum. */
export function columnTotal(items: CostItem[], column: Column): number {
  return items.reduce((sum, item) => sum + cents(item, column), 0) / 100;
}

function Money({ monthly, negative = false }: { monthly: number; negative?: boolean }) {
  const sign = negative && monthly > 0 ? '- ' : '';
  return (
    <>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>{sign}{formatMoney(monthly)}</Box>
      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary', fontSize: '0.75rem' }}>{sign}{formatHourly(monthly)}</Box>
    </>
  );
}

export function CostTable({ report }: { report: CostReport }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const columns = COLUMNS.filter((c) => c !== 'discount' || report.items.some((i) => i.discount > 0));
  const label = (c: Column) => t(`billing.cost.columns.${c}`);
  const cell = (c: Column, monthly: number): ReactNode => <Money monthly={monthly} negative={c === 'discount'} />;
  const totals = Object.fromEntries(columns.map((c) => [c, c === 'monthly' ? report.total : columnTotal(report.items, c)])) as Record<Column, number>;
  const domain = (item: CostItem) => (
    <>
      {item.domain}
      {item.isPaused && <Chip size="small" color="warning" label={t('billing.cost.paused')} sx={{ ml: 1 }} />}
    </>
  );
  if (phone) {
    const details = (values: Record<Column, number>) =>
      columns.map((c) => ({ label: `${label(c)} (${t('billing.cost.perMonthHour')})`, value: `${c === 'discount' && values[c] > 0 ? '- ' : ''}${formatMoney(values[c])} · ${formatHourly(values[c])}` }));
    return (
      <Table size="small" aria-label={t('billing.cost.title')}>
        <TableHead>
          <TableRow><TableCell>{t('billing.cost.domain')}</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {report.items.map((item) => (
            <TableRow key={item.domain}>
              <TableCell><StackedCell primary={domain(item)} details={details(valuesOf(item))} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={TOTAL_CELL}><StackedCell primary={t('billing.cost.total')} details={details(totals)} /></TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('billing.cost.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.cost.domain')}</TableCell>
            {columns.map((c) => <TableCell key={c} align="right">{label(c)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.items.map((item) => (
            <TableRow key={item.domain}>
              <TableCell>{domain(item)}</TableCell>
              {columns.map((c) => <TableCell key={c} align="right" data-column={c}>{cell(c, valuesOf(item)[c])}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={TOTAL_CELL}>{t('billing.cost.total')}</TableCell>
            {columns.map((c) => <TableCell key={c} align="right" sx={TOTAL_CELL} data-column={c}>{cell(c, totals[c])}</TableCell>)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
