import { Alert, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from './PageLoading';

interface PageQuery {
  isError: boolean;
  /** While trying again after a failure: the spinner shows again, not the failure. */
  isFetching?: boolean;
  refetch: () => unknown;
}

/** A load that failed (server error, no connection): says so, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" action={<Button color="inherit" onClick={() => void onRetry()}>{t('shell.load.retry')}</Button>}>
      {message ?? t('shell.load.failed')}
    </Alert>
  );
}

/**
 * What a page shows before its data: the spinner while it loads, and when loading failed a message
 * with a way to try again, instead of spinning or staying blank; under the page's heading when given.
 */
export function LoadingOrFailed({ query, failedText, heading }: { query: PageQuery; failedText?: string; heading?: ReactNode }) {
  const state = query.isError && !query.isFetching ? <LoadFailed message={failedText} onRetry={query.refetch} /> : <PageLoading />;
  return heading ? <Stack spacing={3}>{heading}{state}</Stack> : state;
}
