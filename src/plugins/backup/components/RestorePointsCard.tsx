import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@core';
import type { RestorePointView } from '../contract';
import { pointDate, pointLabel, pointTime } from './dates';

interface Props {
  points: RestorePointView[] | undefined;
  loading: boolean;
  failed: boolean;
  creating: boolean;
  onCreate: () => void;
  onRestore: (point: RestorePointView) => void;
  onRestorePart: (point: RestorePointView) => void;
}

/** Whether the point was read back whole after it was taken, or why not. */
function Verification({ point }: { point: RestorePointView }) {
  const { t } = useTranslation();
  if (point.verified) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircleOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{t('backup.points.verified')}</Typography>
      </Stack>
    );
  }
  return (
    <Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main' }}>
        <ErrorOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{t('backup.points.notVerified')}</Typography>
      </Stack>
      {point.verificationError && <Typography variant="caption" color="text.secondary">{point.verificationError}</Typography>}
    </Stack>
  );
}

/** The restore points, newest first: 'hoje' or how long ago, the day and time, the size, the verification, and the restores. */
export function RestorePointsCard({ points, loading, failed, creating, onCreate, onRestore, onRestorePart }: Props) {
  const { t } = useTranslation();
  const title = t('backup.points.title');
  return (
    <Card component="section" aria-labelledby="restore-points-title">
      <CardHeader
        id="restore-points-title"
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button variant="contained" onClick={onCreate} disabled={creating}>{t(creating ? 'backup.points.creating' : 'backup.points.create')}</Button>}
      />
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
                <TableCell>{t('backup.points.verification')}</TableCell>
                <TableCell align="right">{t('backup.points.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((point) => (
                <TableRow key={point.id} hover>
                  <TableCell>
                    <Stack>
                      <Typography variant="body2">{pointLabel(point.date, t('backup.points.today'))}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {`${pointDate(point.date)} ${pointTime(point.takenAt)} · ${t(`backup.points.kind.${point.kind}`)}`}
                      </Typography>
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSize(point.size)}</TableCell>
                  <TableCell><Verification point={point} /></TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" onClick={() => onRestorePart(point)} aria-label={t('backup.points.partLabel', { date: `${pointDate(point.date)} ${pointTime(point.takenAt)}` })}>
                        {t('backup.points.part')}
                      </Button>
                      <Button size="small" variant="outlined" onClick={() => onRestore(point)} aria-label={t('backup.points.restoreLabel', { date: pointDate(point.date) })}>
                        {t('backup.points.restore')}
                      </Button>
                    </Stack>
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
