import { Card, CardContent, CardHeader, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, formatDateTime, LoadFailed, StackedCell, usePhone } from '@core';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PAGE_SIZES, type ActivityEntry, type ActivityPage, type ActivityQuery } from '../contract';

type By = NonNullable<ActivityQuery['by']>;
const BY: By[] = ['all', 'owner', 'guest', 'token'];
const LOADING_ROWS = 3;

function queryString(values: Record<string, string | number>) {
  return new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();
}

/** The change in words: what was done (by the method) to which area, with the call itself for the exact record. */
function Change({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation();
  const areaKey = `activity.areas.${entry.area}`;
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <span>{t(`activity.methods.${entry.method}`)} · {i18n.exists(areaKey) ? t(areaKey) : entry.area}</span>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.method} {entry.path}</Typography>
    </Stack>
  );
}

function Who({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <span style={{ overflowWrap: 'anywhere' }}>{entry.actor.email}</span>
      <Typography variant="caption" color="text.secondary">
        {t(`activity.roles.${entry.actor.role}`)} · {entry.token ? t('activity.viaToken', { name: entry.token.name }) : t('activity.viaPanel')}
      </Typography>
    </Stack>
  );
}

/**
 * The activity log's list: who changed what, when and from where, newest first, filtered by text and by
 * who, paged on the server; a phone folds each change into one cell.
 */
export function ActivityList({ path, showHosting, heading = 'h2' }: { path: string; showHosting: boolean; heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const [by, setBy] = useState<By>('all');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(ACTIVITY_PAGE_SIZES[0]);
  const search = queryString({ page: page + 1, perPage, q, by });
  const activity = useQuery({
    queryKey: ['activity', path, search],
    queryFn: ({ signal }) => api<ActivityPage>('GET', `${path}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });

  const columns = [t('activity.columns.when'), t('activity.columns.who'), t('activity.columns.change'), ...(showHosting ? [t('activity.columns.hosting')] : []), t('activity.columns.address')];
  const cellsOf = (entry: ActivityEntry): ReactNode[] => [formatDateTime(entry.at), <Who key="who" entry={entry} />, <Change key="change" entry={entry} />, ...(showHosting ? [entry.hosting ?? t('activity.account')] : []), entry.address];
  const rowOf = (entry: ActivityEntry) => {
    const cells = cellsOf(entry);
    if (!phone) return <TableRow key={entry.id}>{cells.map((cell, index) => <TableCell key={columns[index]}>{cell}</TableCell>)}</TableRow>;
    return (
      <TableRow key={entry.id}>
        <TableCell><StackedCell primary={cells[2]} details={columns.map((label, index) => ({ label, value: cells[index] })).filter((_, index) => index !== 2)} /></TableCell>
      </TableRow>
    );
  };

  let body: ReactNode;
  if (activity.isError && !activity.isFetching) body = <LoadFailed message={t('activity.failed')} onRetry={activity.refetch} />;
  else if (!activity.data) {
    body = (
      <Table size="small" aria-hidden data-testid="list-loading">
        <TableBody>{Array.from({ length: LOADING_ROWS }, (_, row) => <TableRow key={row}><TableCell><Skeleton /></TableCell></TableRow>)}</TableBody>
      </Table>
    );
  } else if (activity.data.total === 0) body = <Typography color="text.secondary">{q || by !== 'all' ? t('activity.noneFound') : t('activity.empty')}</Typography>;
  else {
    body = (
      <>
        <TableContainer>
          <Table size="small" aria-label={t('activity.title')}>
            <TableHead>
              <TableRow>{(phone ? [t('activity.columns.change')] : columns).map((label) => <TableCell key={label}>{label}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>{activity.data.entries.map(rowOf)}</TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={activity.data.total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...ACTIVITY_PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('activity.perPage')}
          labelDisplayedRows={({ from, to, count }) => t('activity.shown', { from, to, count })}
        />
      </>
    );
  }

  return (
    <Card component="section" aria-labelledby="activity-title">
      <CardHeader id="activity-title" title={heading === 'h1' ? t('activity.accountTitle') : t('activity.title')} subheader={t('activity.help')} slotProps={{ title: { component: heading, variant: heading === 'h1' ? 'h5' : 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label={t('activity.search')}
            size="small"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(0);
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flexGrow: 1 }}
          />
          <TextField
            select
            label={t('activity.by')}
            size="small"
            value={by}
            onChange={(event) => {
              setBy(event.target.value as By);
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
          >
            {BY.map((value) => <MenuItem key={value} value={value}>{t(`activity.byOptions.${value}`)}</MenuItem>)}
          </TextField>
        </Stack>
        {body}
      </CardContent>
    </Card>
  );
}
