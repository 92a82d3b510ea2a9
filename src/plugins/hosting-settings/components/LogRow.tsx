import { formatDateTime } from '@core';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import { Box, Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../contract';
import { TYPE_COLOR } from './logTypes';
import { SafeHint } from './SafeHint';

const dateOf = (date: string) => (Number.isNaN(Date.parse(date)) ? date : formatDateTime(date));

/** One entry: date, type badge, the message's first line, an expand toggle and the hint (tooltip and expanded text). */
export function LogRow({ entry, phone }: { entry: LogEntry; phone: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const firstLine = entry.message.split('\n')[0];
  const badge = <Chip size="small" label={entry.typeText} color={TYPE_COLOR[entry.type]} />;
  const message = (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box id={detailsId} sx={{ flex: 1, minWidth: 0 }}>
          {open ? (
            <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '0.8rem' }}>{entry.message}</Box>
          ) : (
            <Typography variant="body2" sx={{ wordBreak: 'break-word', overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>{firstLine}</Typography>
          )}
        </Box>
        {entry.hint && (
          <Tooltip title={<SafeHint html={entry.hint} />}>
            <IconButton size="small" aria-label={t('hosting-settings.logs.hint')}><TipsAndUpdatesOutlined fontSize="small" color="warning" /></IconButton>
          </Tooltip>
        )}
        <IconButton size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={detailsId}
          aria-label={t(open ? 'hosting-settings.logs.collapse' : 'hosting-settings.logs.expand')}>
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      </Stack>
      {open && entry.hint && (
        <Typography variant="body2"><strong>{t('hosting-settings.logs.hint')}:</strong> <SafeHint html={entry.hint} /></Typography>
      )}
    </Stack>
  );
  if (phone) {
    return (
      <TableRow>
        <TableCell>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>{badge}<Typography variant="caption">{dateOf(entry.date)}</Typography></Stack>
            {message}
          </Stack>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOf(entry.date)}</TableCell>
      <TableCell>{badge}</TableCell>
      <TableCell>{message}</TableCell>
    </TableRow>
  );
}
