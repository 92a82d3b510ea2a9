import { Alert, Button } from '@mui/material';
import type { FirstQueries } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { dailyStatusQuery, useDailyStatus } from './useBackup';

/** The files tabs and page wait for the status, so the banner does not appear above them a moment later. */
export const firstQueries: FirstQueries = ({ resource = '' }) => [dailyStatusQuery(resource)];

/** Above the files tabs while the daily backup is off (part 2 §2): a link to its card on the backup page. */
export default function DailyBackupBanner() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const daily = useDailyStatus(resource);
  if (daily.data?.status !== false) return null;
  return (
    <Alert severity="info" role="note"
      action={<Button component={Link} to={`/hosting/${resource}/backup?daily=1`} color="inherit" size="small">{t('backup.banner.action')}</Button>}>
      {t('backup.banner.text')}
    </Alert>
  );
}
