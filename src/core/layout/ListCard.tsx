import Add from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StackedCell } from './StackedCell';
import { usePhone } from './screenWidth';

/** A column's heading; `sx` styles its cells on a wide screen (how long values wrap). */
export type ListColumn = string | { label: string; sx?: SxProps<Theme> };

export interface ListRow {
  key: string;
  /** One value a column; on a phone the first is the row's main value, the others fold under it. */
  cells: ReactNode[];
  actions?: ReactNode;
}

/** A list one adds to: its add button opens a dialog (`onAdd`) or goes to a page (`addTo`). */
interface Editable {
  readOnly?: false;
  addLabel: string;
  onAdd?: () => void;
  addTo?: string;
  addDisabled?: boolean;
}

/** A list to read (a log): no add button and no actions column. */
interface ReadOnly {
  readOnly: true;
  addLabel?: never;
  onAdd?: never;
  addTo?: never;
  addDisabled?: never;
}

type Props = (Editable | ReadOnly) & {
  title: string;
  columns: ListColumn[];
  rows: ListRow[] | undefined;
  loading?: boolean;
  /** Shown when the list is empty; none where an empty list has its own notice. */
  emptyText?: string;
  error?: string | null;
  /** Above the list: a help text, a warning. */
  notice?: ReactNode;
  /** On a phone the actions keep their own column instead of folding under the row's values. */
  phoneActionsColumn?: boolean;
  /** The column that leads a row on a phone (the others fold under it in their order). */
  phonePrimary?: number;
  /** About this many rows show before the table scrolls under its kept header; on a phone the page scrolls them. */
  scrollRows?: number;
  /** Buttons beside the add button (a link out, a second action). */
  actions?: ReactNode;
  /** Under the list: its pagination. */
  footer?: ReactNode;
};

/** A small table's row and header heights, for `scrollRows`. */
const ROW_HEIGHT = 57;
const HEADER_HEIGHT = 40;
/** Rows drawn while the list loads: about a short list's height, so that the card barely grows when it comes. */
const LOADING_ROWS = 2;

const labelOf = (column: ListColumn) => (typeof column === 'string' ? column : column.label);
const sxOf = (column: ListColumn | undefined) => (typeof column === 'object' ? column.sx : undefined);

/**
 * The list cards the plugins share: a title with an add button, a table (its rows folded into
 * stacked cells on a phone) or an empty text; a read-only one (a log) has neither add button nor actions.
 */
export function ListCard({ title, readOnly = false, addLabel, onAdd, addTo, addDisabled = false, columns, rows, loading = false, emptyText, error, notice, phoneActionsColumn = false, phonePrimary = 0, scrollRows, actions, footer }: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const actionsColumn = !readOnly && (!phone || phoneActionsColumn);
  const addButton = readOnly ? null : addTo
    ? <Button variant="contained" size="small" startIcon={<Add />} component={RouterLink} to={addTo} disabled={addDisabled}>{addLabel}</Button>
    : <Button variant="contained" size="small" startIcon={<Add />} onClick={onAdd} disabled={addDisabled}>{addLabel}</Button>;
  const headingCells = [
    ...(phone ? [columns[phonePrimary]] : columns).map((column) => <TableCell key={labelOf(column)}>{labelOf(column)}</TableCell>),
    ...(actionsColumn ? [<TableCell key="actions" align="right">{t('shell.list.actions')}</TableCell>] : []),
  ];
  const headings = <TableRow>{headingCells}</TableRow>;
  const actionsCell = (row: ListRow) => (
    <TableCell align="right">
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>{row.actions}</Stack>
    </TableCell>
  );
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={actions ? <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>{actions}{addButton}</Stack> : addButton} />
      <CardContent sx={{ pt: 0 }}>
        {notice}
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        {loading && (
          // The list's own headings over rows of placeholders; hidden from assistive technology, which the card's title serves.
          <Table size="small" aria-hidden data-testid="list-loading">
            <TableHead>{headings}</TableHead>
            <TableBody>
              {Array.from({ length: LOADING_ROWS }, (_, index) => (
                <TableRow key={index} sx={{ height: ROW_HEIGHT }}>
                  {headingCells.map((cell) => <TableCell key={cell.key}><Skeleton /></TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {rows?.length === 0 && emptyText && <Typography color="text.secondary" sx={{ py: 2 }}>{emptyText}</Typography>}
        {rows && rows.length > 0 && (
          <TableContainer sx={{ maxHeight: scrollRows && !phone ? scrollRows * ROW_HEIGHT + HEADER_HEIGHT : 'none' }}>
            <Table size="small" stickyHeader={Boolean(scrollRows)} aria-label={title}>
              <TableHead>{headings}</TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} hover>
                    {phone ? (
                      <TableCell>
                        <StackedCell primary={row.cells[phonePrimary]}
                          details={row.cells.flatMap((cell, index) => (index === phonePrimary ? [] : [{ label: labelOf(columns[index]), value: cell }]))}
                          actions={actionsColumn ? undefined : row.actions} />
                      </TableCell>
                    ) : (
                      row.cells.map((cell, index) => <TableCell key={index} sx={sxOf(columns[index])}>{cell}</TableCell>)
                    )}
                    {actionsColumn && actionsCell(row)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
