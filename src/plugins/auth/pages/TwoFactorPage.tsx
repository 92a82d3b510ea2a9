import { Link as MuiLink, Typography } from '@mui/material';
import { ApiError, Link, Navigate, signIn, useNavigate, useSearchParams } from '@core/signed-out';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { CodeForm } from '../components/CodeForm';
import { bannerText } from '../components/FormBanner';
import { nextStep, pendingLogin, redirectTarget } from '../loginFlow';

/** /auth/verification/2fa: the code of the authenticator app, sent with the pending-login token, finishes the sign-in. */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = pendingLogin.read();
  if (!token) return <Navigate to={`/auth/login${params.size ? `?${params}` : ''}`} replace />;

  const submit = async (code: string) => {
    try {
      const step = nextStep(await signIn({ token, code }, '/verification/2fa'), redirectTarget(params));
      if (!step) return t('auth.twoFactor.failed');
      pendingLogin.clear();
      if ('navigate' in step) navigate(step.navigate);
      else window.location.assign(step.reload);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.code) return error.fieldErrors.code;
      if (error instanceof ApiError && error.status === 410) pendingLogin.clear();
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
