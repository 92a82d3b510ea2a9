import { usePhone } from '@core';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Refresh from '@mui/icons-material/Refresh';
import { Alert, Card, CardContent, CardHeader, IconButton, Skeleton, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LogHelpDialog } from '../components/LogHelpDialog';
import { LogRow } from '../components/LogRow';
import { useLogs } from '../components/useSettings';
import { DEFAULT_LOG_GROUP, LOG_GROUPS, type LogGroup } from '../contract';

/** "Logs": the PHP and web-server error logs of the hosting, newest first (part 2 §2 "Error logs page"). */
export default function LogsPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const { resource = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('group');
  const group: LogGroup = (LOG_GROUPS as readonly string[]).includes(asked ?? '') ? (asked as LogGroup) : DEFAULT_LOG_GROUP;
  const logs = useLogs(resource, group);
  const [help, setHelp] = useState(false);
  const data = logs.data;

  return (
    <Card>
      <CardHeader title={t('hosting-settings.logs.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Stack direction="row">
            <Tooltip title={t('hosting-settings.logs.reload')}>
              <IconButton onClick={() => void logs.refetch()} aria-label={t('hosting-settings.logs.reload')}><Refresh /></IconButton>
            </Tooltip>
            <Tooltip title={t('hosting-settings.logs.help')}>
              <IconButton onClick={() => setHelp(true)} aria-label={t('hosting-settings.logs.help')}><HelpOutline /></IconButton>
            </Tooltip>
          </Stack>
        } />
      <CardContent sx={{ pt: 0 }}>
        <Tabs value={group} onChange={(_, next: LogGroup) => setSearch(next === DEFAULT_LOG_GROUP ? {} : { group: next }, { replace: true })} aria-label={t('hosting-settings.logs.groups')} sx={{ mb: 2 }}>
          {LOG_GROUPS.map((value) => <Tab key={value} value={value} label={t(`hosting-settings.logs.group.${value}`)} />)}
        </Tabs>
        {logs.isPending && <Skeleton variant="rectangular" height={160} />}
        {logs.isError && <Alert severity="error">{logs.error.message}</Alert>}
        {data && 'isLargeFile' in data && <Alert severity="warning">{t('hosting-settings.logs.largeFile')}</Alert>}
        {data && 'logs' in data && data.logs.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('hosting-settings.logs.empty')}</Typography>}
        {data && 'logs' in data && data.logs.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t(`hosting-settings.logs.group.${group}`)}>
              {!phone && (
                <TableHead>
                  <TableRow>
                    <TableCell>{t('hosting-settings.logs.date')}</TableCell>
                    <TableCell>{t('hosting-settings.logs.type')}</TableCell>
                    <TableCell>{t('hosting-settings.logs.message')}</TableCell>
                  </TableRow>
                </TableHead>
              )}
              <TableBody>
                {data.logs.map((entry, index) => <LogRow key={`${entry.date}-${index}`} entry={entry} phone={phone} />)}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {help && <LogHelpDialog onClose={() => setHelp(false)} />}
    </Card>
  );
}
