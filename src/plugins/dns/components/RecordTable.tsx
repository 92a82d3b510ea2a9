import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, CircularProgress, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { usePhone } from '@core';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../contract';
import { displayName, type ZoneRow } from './recordRows';

const ESTIMATED_ROW_HEIGHT = 53;
/** On a phone a record's two actions stand one above the other. */
const ESTIMATED_PHONE_ROW_HEIGHT = 77;
const OVERSCAN = 15;

function RecordDetails({ record }: { record: DnsRecord }) {
  const { t } = useTranslation();
  const details =
    record.type === 'MX' ? [[t('dns.columns.priority'), record.priority]]
    : record.type === 'SRV' ? [[t('dns.columns.priority'), record.priority], [t('dns.columns.weight'), record.weight], [t('dns.columns.port'), record.port]]
    : [];
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{record.value}</Typography>
      {details.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {details.map(([label, value]) => `${label}: ${value}`).join(' · ')}
        </Typography>
      )}
    </>
  );
}

interface Props {
  rows: ZoneRow[];
  deletingId: number | null;
  onEdit: (record: DnsRecord) => void;
  onDelete: (record: DnsRecord) => void;
}

/**
 * The zone grouped by type. Only the rows in view (and a few around them) are in the page, so a
 * zone of thousands of records scrolls and filters without freezing it. Wide screens scroll it in a
 * box of its own; a phone has no room for a box inside the page, so there the page itself scrolls it.
 */
/** Memoised: while the search is typed, the page re-renders at once and the table only when the deferred filter has run. */
export const RecordTable = memo(function RecordTable(props: Props) {
  const phone = usePhone();
  return phone ? <PageScrolledTable {...props} /> : <BoxScrolledTable {...props} />;
});

function virtualOptions(rows: ZoneRow[], rowHeight: number) {
  return {
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index: number) => {
      const row = rows[index];
      return row.kind === 'group' ? `group-${row.group}` : row.record.id;
    },
  };
}

function BoxScrolledTable(props: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ ...virtualOptions(props.rows, ESTIMATED_ROW_HEIGHT), getScrollElement: () => scrollRef.current });
  return (
    <Box ref={scrollRef} data-testid="dns-scroll" sx={{ maxHeight: '70vh', overflow: 'auto' }} tabIndex={0} role="region" aria-label={t('dns.editor.title')}>
      <RecordRows {...props} virtualizer={virtualizer} scrollMargin={0} compact={false} />
    </Box>
  );
}

function PageScrolledTable(props: Props) {
  const tableRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the table starts in the page, measured again whenever the rows change.
  useLayoutEffect(() => {
    const top = (tableRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  }, [scrollMargin, props.rows]);
  const virtualizer = useWindowVirtualizer({ ...virtualOptions(props.rows, ESTIMATED_PHONE_ROW_HEIGHT), scrollMargin });
  return (
    <Box ref={tableRef}>
      <RecordRows {...props} virtualizer={virtualizer} scrollMargin={scrollMargin} compact />
    </Box>
  );
}

/** What the rows need from either virtualizer. */
interface VirtualWindow {
  getVirtualItems: () => VirtualItem[];
  getTotalSize: () => number;
  measureElement: (element: Element | null) => void;
}

function RecordRows({ rows, deletingId, onEdit, onDelete, virtualizer, scrollMargin, compact }: Props & {
  virtualizer: VirtualWindow;
  scrollMargin: number;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const items = virtualizer.getVirtualItems();
  const paddingTop = items.length > 0 ? items[0].start - scrollMargin : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;
  const cellPadding = compact ? { px: 1 } : {};

  return (
    <Table size="small" stickyHeader={!compact} aria-label={t('dns.editor.title')} aria-rowcount={rows.length + 1}>
      <TableHead>
        <TableRow aria-rowindex={1}>
          <TableCell sx={{ width: '30%', ...cellPadding }}>{t('dns.columns.name')}</TableCell>
          <TableCell sx={cellPadding}>{t('dns.columns.value')}</TableCell>
          <TableCell align="right" sx={{ width: compact ? 56 : 112, ...cellPadding }}>{t('dns.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {paddingTop > 0 && <TableRow aria-hidden="true" style={{ height: paddingTop }} />}
        {items.map((item) => {
          const row = rows[item.index];
          if (row.kind === 'group') {
            return (
              <TableRow key={item.key} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2} sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="colgroup" colSpan={3} sx={cellPadding}>
                  <Typography variant="subtitle2" component="span">{t(`dns.groups.${row.group}`)}</Typography>
                </TableCell>
              </TableRow>
            );
          }
          const { record } = row;
          const name = displayName(record.name);
          const deleting = deletingId === record.id;
          return (
            <TableRow key={item.key} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2} hover>
              <TableCell sx={{ overflowWrap: 'anywhere', ...cellPadding }}>{name}</TableCell>
              <TableCell sx={cellPadding}><RecordDetails record={record} /></TableCell>
              <TableCell align="right" sx={cellPadding}>
                {deleting ? (
                  <CircularProgress size={24} aria-label={t('dns.row.deleting')} />
                ) : (
                  <Stack direction={compact ? 'column' : 'row'} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: compact ? 'flex-end' : undefined }}>
                    <Tooltip title={t('dns.row.edit')}>
                      <IconButton size="small" onClick={() => onEdit(record)} aria-label={t('dns.row.editLabel', { type: record.type, name })}><EditOutlined fontSize="small" /></IconButton>
                    </Tooltip>
                    <Tooltip title={t('dns.row.delete')}>
                      <IconButton size="small" onClick={() => onDelete(record)} aria-label={t('dns.row.deleteLabel', { type: record.type, name })}><DeleteOutline fontSize="small" /></IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          );
        })}
        {paddingBottom > 0 && <TableRow aria-hidden="true" style={{ height: paddingBottom }} />}
      </TableBody>
    </Table>
  );
}
