import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDailyStatus } from './useBackup';

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
