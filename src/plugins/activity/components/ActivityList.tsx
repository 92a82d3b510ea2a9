import { MenuItem, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, formatDateTime, ListCard, LoadFailed, type ListRow } from '@core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PAGE_SIZES, type ActivityEntry, type ActivityPage, type ActivityQuery } from '../contract';

type By = NonNullable<ActivityQuery['by']>;
const BY: By[] = ['all', 'owner', 'guest', 'token'];
/** Typing pauses this long before the search is asked of the server. */
const SEARCH_AFTER_MS = 300;
/** The change leads a row on a phone. */
const CHANGE_COLUMN = 2;

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
 * who, paged on the server; the core's read-only list draws it (a phone folds each change into one cell).
 */
export function ActivityList({ path, showHosting, pageHeading }: { path: string; showHosting: boolean; pageHeading?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [by, setBy] = useState<By>('all');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(ACTIVITY_PAGE_SIZES[0]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = new URLSearchParams({ page: String(page + 1), perPage: String(perPage), q, by }).toString();
  const activity = useQuery({
    queryKey: ['activity', path, search],
    queryFn: ({ signal }) => api<ActivityPage>('GET', `${path}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const failed = activity.isError && !activity.isFetching;

  const columns = [t('activity.columns.when'), t('activity.columns.who'), t('activity.columns.change'), ...(showHosting ? [t('activity.columns.hosting')] : []), t('activity.columns.address')];
  const rowOf = (entry: ActivityEntry): ListRow => ({
    key: String(entry.id),
    cells: [formatDateTime(entry.at), <Who key="who" entry={entry} />, <Change key="change" entry={entry} />, ...(showHosting ? [entry.hosting ?? t('activity.account')] : []), entry.address],
  });
  const filters = (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">{t('activity.help')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('activity.search')} size="small" value={text} sx={{ flexGrow: 1 }} slotProps={{ htmlInput: { maxLength: 100 } }}
          onChange={(event) => {
            setText(event.target.value);
            setPage(0);
          }} />
        <TextField select label={t('activity.by')} size="small" value={by} sx={{ minWidth: 200 }}
          onChange={(event) => {
            setBy(event.target.value as By);
            setPage(0);
          }}>
          {BY.map((value) => <MenuItem key={value} value={value}>{t(`activity.byOptions.${value}`)}</MenuItem>)}
        </TextField>
      </Stack>
      {failed && <LoadFailed message={t('activity.failed')} onRetry={activity.refetch} />}
    </Stack>
  );
  const pagination = activity.data && activity.data.total > 0 && (
    <TablePagination component="div" count={activity.data.total} page={page} rowsPerPage={perPage} rowsPerPageOptions={[...ACTIVITY_PAGE_SIZES]}
      onPageChange={(_event, next) => setPage(next)}
      onRowsPerPageChange={(event) => {
        setPerPage(Number(event.target.value));
        setPage(0);
      }}
      labelRowsPerPage={t('activity.perPage')}
      labelDisplayedRows={({ from, to, count }) => t('activity.shown', { from, to, count })} />
  );
  const title = t('activity.title');
  return (
    <Stack component="section" aria-label={pageHeading ?? title} spacing={2}>
      {pageHeading && <Typography variant="h5" component="h1">{pageHeading}</Typography>}
      <ListCard readOnly title={title} columns={columns} phonePrimary={CHANGE_COLUMN} notice={filters} footer={pagination}
        rows={failed ? undefined : activity.data?.entries.map(rowOf)} loading={!activity.data && !failed}
        emptyText={q || by !== 'all' ? t('activity.noneFound') : t('activity.empty')} />
    </Stack>
  );
}
