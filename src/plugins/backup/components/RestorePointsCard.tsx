import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@core';
import type { RestorePointView } from '../contract';
import { pointDate, pointLabel } from './dates';

interface Props {
  points: RestorePointView[] | undefined;
  loading: boolean;
  failed: boolean;
  onRestore: (date: string) => void;
}

/** The restore points, newest first: 'hoje' or how long ago, the day, the size, and Restaurar. */
export function RestorePointsCard({ points, loading, failed, onRestore }: Props) {
  const { t } = useTranslation();
  const title = t('backup.points.title');
  return (
    <Card component="section" aria-labelledby="restore-points-title">
      <CardHeader id="restore-points-title" title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('backup.points.help')}</Typography>
        {failed && <Alert severity="error">{t('backup.points.loadError')}</Alert>}
        {loading && <Skeleton variant="rectangular" height={120} />}
        {points?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('backup.points.empty')}</Typography>}
        {points && points.length > 0 && (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('backup.points.date')}</TableCell>
                <TableCell>{t('backup.points.size')}</TableCell>
                <TableCell align="right">{t('backup.points.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((point) => (
                <TableRow key={point.date} hover>
                  <TableCell>
                    <Stack>
                      <Typography variant="body2">{pointLabel(point.date, t('backup.points.today'))}</Typography>
                      <Typography variant="caption" color="text.secondary">{pointDate(point.date)}</Typography>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSize(point.size)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="outlined" onClick={() => onRestore(point.date)} aria-label={t('backup.points.restoreLabel', { date: pointDate(point.date) })}>
                      {t('backup.points.restore')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
