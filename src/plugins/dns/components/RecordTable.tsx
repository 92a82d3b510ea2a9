import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, CircularProgress, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../contract';
import { displayName, type ZoneRow } from './recordRows';

const ESTIMATED_ROW_HEIGHT = 53;
const OVERSCAN = 15;

function RecordDetails({ record }: { record: DnsRecord }) {
  const { t } = useTranslation();
  const details =
    record.type === 'MX' ? [[t('dns.columns.priority'), record.priority]]
    : record.type === 'SRV' ? [[t('dns.columns.priority'), record.priority], [t('dns.columns.weight'), record.weight], [t('dns.columns.port'), record.port]]
    : [];
  return (
    <>
      <Typography variant="body2" sx={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>{record.value}</Typography>
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
 * zone of thousands of records scrolls and filters without freezing it.
 */
export function RecordTable({ rows, deletingId, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const row = rows[index];
      return row.kind === 'group' ? `group-${row.group}` : row.record.id;
    },
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <Box ref={scrollRef} data-testid="dns-scroll" sx={{ maxHeight: '70vh', overflow: 'auto' }} tabIndex={0} role="region" aria-label={t('dns.editor.title')}>
      <Table size="small" stickyHeader aria-label={t('dns.editor.title')} aria-rowcount={rows.length + 1}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell sx={{ width: '30%' }}>{t('dns.columns.name')}</TableCell>
            <TableCell>{t('dns.columns.value')}</TableCell>
            <TableCell align="right" sx={{ width: 112 }}>{t('dns.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {paddingTop > 0 && <TableRow aria-hidden="true" style={{ height: paddingTop }} />}
          {items.map((item) => {
            const row = rows[item.index];
            if (row.kind === 'group') {
              return (
                <TableRow key={item.key} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell component="th" scope="colgroup" colSpan={3}>
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
                <TableCell sx={{ wordBreak: 'break-all' }}>{name}</TableCell>
                <TableCell><RecordDetails record={record} /></TableCell>
                <TableCell align="right">
                  {deleting ? (
                    <CircularProgress size={24} aria-label={t('dns.row.deleting')} />
                  ) : (
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
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
    </Box>
  );
}
