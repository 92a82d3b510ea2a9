import { Link as MuiLink, Typography } from '@mui/material';
import { ApiError, signIn } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { CodeForm } from '../components/CodeForm';
import { bannerText } from '../components/FormBanner';
import { pendingLogin, redirectTarget } from '../loginFlow';

/** /auth/verification/2fa: the code of the authenticator app finishes the sign-in started on the login page. */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const credentials = pendingLogin.read();
  if (!credentials) return <Navigate to={`/auth/login${params.size ? `?${params}` : ''}`} replace />;

  const submit = async (code2fa: string) => {
    try {
      const answer = await signIn({ ...credentials, code2fa });
      if (!answer.token) return t('auth.twoFactor.failed');
      pendingLogin.clear();
      window.location.assign(redirectTarget(params));
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.code2fa) return error.fieldErrors.code2fa;
      return bannerText(error);
    }
  };
  return (
    <AuthCard title={t('auth.twoFactor.heading')}>
      <CodeForm label={t('auth.twoFactor.code')} intro={<Typography>{t('auth.twoFactor.intro')}</Typography>} submit={submit}
        footer={<MuiLink component={Link} to="/auth/login" onClick={() => pendingLogin.clear()}>{t('auth.common.toLogin')}</MuiLink>} />
    </AuthCard>
  );
}
