import type { FirstQueries } from '@core';
import { Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { PartRestoreInput, RestoreInput, RestorePointView } from '../contract';
import { DailyBackupCard } from '../components/DailyBackupCard';
import { PartRestoreDialog } from '../components/PartRestoreDialog';
import { RestoreDialog } from '../components/RestoreDialog';
import { RestorePointsCard } from '../components/RestorePointsCard';
import { dailyStatusQuery, restorePointsQuery, useBackupMutations, useDailyStatus, useRestorePoints } from '../components/useBackup';

/** The restore points and the daily backup's status decide the page's height: it is drawn once they are in. */
export const firstQueries: FirstQueries = ({ resource = '' }) => [restorePointsQuery(resource), dailyStatusQuery(resource)];

/** "Backup": the restore points with their restore, and the daily-backup card; ?daily=1 scrolls to it (part 2 §2). */
export default function BackupPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const { resource = '' } = useParams();
  const [params] = useSearchParams();
  const points = useRestorePoints(resource);
  const daily = useDailyStatus(resource);
  const { restore, restorePart, createPoint } = useBackupMutations(resource);
  const [restoring, setRestoring] = useState<RestorePointView | null>(null);
  const [restoringPart, setRestoringPart] = useState<RestorePointView | null>(null);
  const dailyCard = useRef<HTMLElement>(null);
  const toDaily = params.get('daily') === '1';
  const dailyReady = !daily.isPending;

  useEffect(() => {
    if (!toDaily || !dailyReady) return;
    dailyCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    dailyCard.current?.focus({ preventScroll: true });
  }, [toDaily, dailyReady, location.key]);

  const start = async (body: RestoreInput) => {
    await restore.mutateAsync(body);
    notify(t('backup.restore.started'), { type: 'success' });
    navigate(`/hosting/${resource}`);
  };

  const startPart = async (body: PartRestoreInput) => {
    await restorePart.mutateAsync(body);
    notify(t('backup.part.started'), { type: 'success' });
  };

  const create = () =>
    createPoint.mutate(undefined, {
      onSuccess: () => notify(t('backup.points.created'), { type: 'success' }),
      // The day's limit and other refusals come with their own text.
      onError: (error) => notify(error.message || t('backup.points.createError'), { type: 'error' }),
    });

  return (
    <Stack spacing={2}>
      <RestorePointsCard
        points={points.data}
        loading={points.isPending}
        failed={points.isError}
        creating={createPoint.isPending}
        onCreate={create}
        onRestore={setRestoring}
        onRestorePart={setRestoringPart}
      />
      <DailyBackupCard ref={dailyCard} resource={resource} />
      {restoring && points.data && <RestoreDialog points={points.data} point={restoring.id} onRestore={start} onClose={() => setRestoring(null)} />}
      {restoringPart && <PartRestoreDialog resource={resource} point={restoringPart} onRestore={startPart} onClose={() => setRestoringPart(null)} />}
    </Stack>
  );
}
