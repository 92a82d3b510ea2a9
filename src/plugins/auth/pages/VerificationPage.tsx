import { Link as MuiLink, Typography } from '@mui/material';
import { api, PageLoading } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { bannerText, FormBanner } from '../components/FormBanner';

/** /auth/verification?token=… confirms the e-mail of a new account; without a token it explains what to do. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useQuery({
    queryKey: ['auth', 'verification', token],
    queryFn: () => api<{ email: string }>('POST', '/verification', { body: { token } }),
    enabled: token !== null,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });

  if (token && verification.isPending) return <PageLoading />;
  const email = verification.data?.email;
  return (
    <AuthCard title={t('auth.verification.heading')}>
      {email && <FormBanner severity="success" message={t('auth.verification.done')} />}
      {verification.isError && <FormBanner message={bannerText(verification.error)} />}
      {!token && <Typography>{t('auth.verification.checkInbox')}</Typography>}
      {!email && <MuiLink component={Link} to="/auth/verification/resend">{t('auth.verification.resendLink')}</MuiLink>}
      <MuiLink component={Link} to={email ? `/auth/login?email=${encodeURIComponent(email)}` : '/auth/login'}>{t('auth.common.toLogin')}</MuiLink>
    </AuthCard>
  );
}
