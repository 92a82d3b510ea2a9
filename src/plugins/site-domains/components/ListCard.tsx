import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, IconButton, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { StackedCell, usePhone } from '@core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListRow {
  key: string;
  cells: ReactNode[];
  /** Shown in the delete button's accessible name. */
  name: string;
  actions?: ReactNode;
}

interface Props {
  title: string;
  addLabel: string;
  addDisabled?: boolean;
  onAdd: () => void;
  columns: string[];
  rows: ListRow[] | undefined;
  loading: boolean;
  emptyText: string;
  error?: string | null;
  notice?: ReactNode;
  deletingKey: string | null;
  onDelete: (key: string) => void;
}

/** The shape the three lists share: a title with an add button, a table with delete (folded into one column on a phone), an empty text. */
export function ListCard({ title, addLabel, addDisabled = false, onAdd, columns, rows, loading, emptyText, error, notice, deletingKey, onDelete }: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button variant="contained" size="small" startIcon={<Add />} onClick={onAdd} disabled={addDisabled}>{addLabel}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        {notice}
        {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
        {loading && <Skeleton variant="rectangular" height={120} />}
        {rows?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{emptyText}</Typography>}
        {rows && rows.length > 0 && (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {(phone ? columns.slice(0, 1) : columns).map((column) => <TableCell key={column}>{column}</TableCell>)}
                {!phone && <TableCell align="right">{t('site-domains.common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const actions = (
                  <>
                    {row.actions}
                    {deletingKey === row.key ? (
                      <CircularProgress size={24} aria-label={t('site-domains.common.deleting')} />
                    ) : (
                      <Tooltip title={t('site-domains.common.delete')}>
                        <IconButton size="small" onClick={() => onDelete(row.key)} aria-label={t('site-domains.common.deleteLabel', { name: row.name })}><DeleteOutline fontSize="small" /></IconButton>
                      </Tooltip>
                    )}
                  </>
                );
                return phone ? (
                  <TableRow key={row.key} hover>
                    <TableCell>
                      <StackedCell primary={row.cells[0]} details={row.cells.slice(1).map((cell, index) => ({ label: columns[index + 1], value: cell }))} actions={actions} />
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={row.key} hover>
                    {row.cells.map((cell, index) => <TableCell key={index} sx={{ wordBreak: 'break-all' }}>{cell}</TableCell>)}
                    <TableCell align="right">
                      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>{actions}</Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
