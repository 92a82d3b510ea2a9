import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeletedHostings } from './queries';

/** The dashboard's restore alert, shown while the restore list is not empty (part 1 §2). */
export default function RestoreAlert() {
  const { t } = useTranslation();
  const deleted = useDeletedHostings();
  if (!deleted.data?.length) return null;
  return (
    <Alert severity="info" action={<Button color="inherit" size="small" component={Link} to="/hosting/restore">{t('hosting-life.restore.alertAction')}</Button>}>
      {t('hosting-life.restore.alert', { count: deleted.data.length })}
    </Alert>
  );
}
