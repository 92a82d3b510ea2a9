import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { lifePaths } from '../contract';

/** The recipient's side of a transfer (part 2 §2, §4, §8): processing, then success with Continuar, or the refusal. */
export default function ConfirmTransferPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to="/" replace />;
  return <Confirming token={token} />;
}

function Confirming({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useQuery({
    queryKey: ['hosting-life', 'confirm-transfer', token],
    queryFn: () => api<{ domain: string }>('GET', lifePaths.confirmTransfer, { query: { token } }),
    retry: false,
    meta: { handlesErrors: true },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const queryClient = useQueryClient();
  // The hosting is the user's now: the hostings lists must show it.
  useEffect(() => {
    if (confirm.data) void queryClient.invalidateQueries({ queryKey: ['hostings'] });
  }, [confirm.data, queryClient]);
  const failure = confirm.error instanceof ApiError && confirm.error.status === 400 ? confirm.error.message : confirm.error ? t('hosting-life.confirm.unexpected') : null;
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardHeader title={t('hosting-life.confirm.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {confirm.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>{t('hosting-life.confirm.processing')}</Typography>
          </Stack>
        )}
        {confirm.data && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success">{t('hosting-life.confirm.success', { domain: confirm.data.domain })}</Alert>
            <Button variant="contained" component={Link} to="/hostings">{t('hosting-life.confirm.continue')}</Button>
          </Stack>
        )}
        {failure !== null && (
          <Alert severity="error">
            {failure} {t('hosting-life.confirm.failure')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
