import { Alert, AlertTitle, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FileManager } from '../components/FileManager';

/** "Gerenciador" (part 2 §2): the manager on large screens; below "lg", the spec's mobile warning. */
export default function FileManagerPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const small = useMediaQuery(useTheme().breakpoints.down('lg'));
  if (small) {
    return (
      <Alert severity="warning" role="status">
        <AlertTitle>{t('files.mobile.title')}</AlertTitle>
        {t('files.mobile.text')}
      </Alert>
    );
  }
  return <FileManager resource={resource} />;
}
