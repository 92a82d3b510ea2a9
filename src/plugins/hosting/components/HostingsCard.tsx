import { Alert, Button, Card, CardActions, CardContent, CardHeader, Link as MuiLink, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { pagePath } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HostingRowMenu } from './HostingRowMenu';
import { HostingStatusChip } from './HostingStatusChip';
import { LINKED_PAGES } from './linkedPages';
import { useHostings } from './useHostings';

/** The "Minhas Hospedagens" card, on the dashboard (first rows) and the hostings page (all). */
export function HostingsCard({ limit, headingLevel = 'h2' }: { limit?: number; headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const hostings = useHostings();
  const rows = hostings.data ?? [];
  const shown = limit ? rows.slice(0, limit) : rows;
  const create = pagePath(LINKED_PAGES.create);
  return (
    <Card>
      <CardHeader title={t('hosting.list.title')} slotProps={{ title: { component: headingLevel, variant: 'h6' } }}
        action={create && <Button component={Link} to={create} variant="contained" size="small">{t('hosting.list.create')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        {hostings.isPending && <Skeleton variant="rectangular" height={120} />}
        {hostings.isSuccess && rows.length === 0 && <Alert severity="info">{t('hosting.list.empty')}</Alert>}
        {rows.length > 0 && (
          <Table size="small" aria-label={t('hosting.list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('hosting.columns.domain')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('hosting.columns.plan')}</TableCell>
                <TableCell>{t('hosting.columns.status')}</TableCell>
                <TableCell align="right">{t('hosting.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((hosting) => (
                <TableRow key={hosting.domain} hover>
                  {/* A long domain wraps, so the status and the actions menu still fit a 375 px phone. */}
                  <TableCell sx={{ overflowWrap: 'anywhere' }}><MuiLink component={Link} to={`/hosting/${hosting.domain}`}>{hosting.domain}</MuiLink></TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{hosting.plan}</TableCell>
                  <TableCell><HostingStatusChip status={hosting.status} /></TableCell>
                  <TableCell align="right"><HostingRowMenu hosting={hosting} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {limit !== undefined && rows.length > limit && (
        <CardActions><Button component={Link} to="/hostings">{t('hosting.list.seeAll')}</Button></CardActions>
      )}
    </Card>
  );
}
