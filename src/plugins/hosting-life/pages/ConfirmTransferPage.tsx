import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { api, ApiError } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { lifePaths } from '../contract';

const CONFIRM_TRANSFER_PAGE = '/hosting/confirm-transfer';

/**
 * The recipient's side of a transfer (part 2 §2, §4, §8): processing, then success with Continuar, or the refusal.
 * Reached at /hosting/confirm-transfer (part 2, which sends a link without its token to /) and at /hosting/transfer
 * (part 1's route table), where a link without its token says what is missing instead.
 */
export default function ConfirmTransferPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const token = params.get('token');
  if (token) return <Confirming token={token} />;
  if (pathname === CONFIRM_TRANSFER_PAGE) return <Navigate to="/" replace />;
  return <MissingToken />;
}

function TransferCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardHeader title={t('hosting-life.confirm.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function MissingToken() {
  const { t } = useTranslation();
  return (
    <TransferCard>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{t('hosting-life.confirm.noToken')}</Alert>
        <Button variant="contained" component={Link} to="/hostings">{t('hosting-life.confirm.toHostings')}</Button>
      </Stack>
    </TransferCard>
  );
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
    <TransferCard>
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
    </TransferCard>
  );
}
