import { Button, Link as MuiLink, Typography } from '@mui/material';
import { api, ApiError, Link, type LoginAnswer, signIn, useSearchParams } from '@core/signed-out';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { CodeForm } from '../components/CodeForm';
import { bannerText, FormBanner } from '../components/FormBanner';
import { redirectTarget } from '../loginFlow';

/** /auth/verification/phone?token=…: the code sent by SMS confirms the phone and finishes the sign-in. */
export default function PhoneVerificationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const [notice, setNotice] = useState<string | null>(null);
  if (!token) {
    return (
      <AuthCard title={t('auth.phone.heading')}>
        <FormBanner message={t('auth.phone.noToken')} />
        <MuiLink component={Link} to="/auth/login">{t('auth.common.toLogin')}</MuiLink>
      </AuthCard>
    );
  }

  const submit = async (code: string) => {
    try {
      await signIn({ token, code }, '/verification/phone');
      window.location.assign(redirectTarget(params));
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.code) return error.fieldErrors.code;
      return bannerText(error);
    }
  };
  const resend = async () => {
    try {
      const answer = await api<LoginAnswer>('POST', '/verification/phone/resend', { body: { token } });
      const next = new URLSearchParams(params);
      next.set('token', String(answer.phoneVerification));
      setParams(next, { replace: true });
      setNotice(t('auth.phone.resent'));
    } catch (error) {
      setNotice(bannerText(error));
    }
  };
  return (
    <AuthCard title={t('auth.phone.heading')}>
      <FormBanner severity="info" message={notice} />
      <CodeForm label={t('auth.phone.code')} intro={<Typography>{t('auth.phone.intro')}</Typography>} submit={submit}
        footer={<Button variant="text" onClick={resend}>{t('auth.phone.resend')}</Button>} />
    </AuthCard>
  );
}
