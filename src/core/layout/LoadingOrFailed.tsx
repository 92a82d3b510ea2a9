import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './PageLoading';

interface PageQuery {
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a page shows before its data: the spinner while it loads, and when loading failed (server
 * error, no connection) a message with a way to try again, instead of spinning or staying blank.
 */
export function LoadingOrFailed({ query, failedText }: { query: PageQuery; failedText?: string }) {
  const { t } = useTranslation();
  if (!query.isError) return <PageLoading />;
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>{t('shell.load.retry')}</Button>}>
      {failedText ?? t('shell.load.failed')}
    </Alert>
  );
}
