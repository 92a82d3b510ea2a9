import { Alert, Button, Link as MuiLink, Stack } from '@mui/material';
import { ApiError, errorMessage, InputField, lazyResolver, Link, PasswordField, signIn, useNavigate, useSearchParams, useWarmResolver } from '@core/signed-out';
import type { LoginBody } from '@core/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaUnavailable, invisibleCaptcha } from '../captcha';
import { AuthCard } from '../components/AuthCard';
import { PromoPanel } from '../components/PromoPanel';
import { SocialLogin } from '../components/SocialLogin';
import { nextStep, pendingLogin, redirectTarget, rememberDomain } from '../loginFlow';

export const OAUTH_TEXTS = {
  emailUnavailable:
    'O e-mail vinculado a esta rede social já está sendo usado em uma conta. Faça login com o e-mail e associe a rede social à sua conta nas configurações do perfil.',
  accessDenied: 'Não foi possível fazer login com a rede social informada.',
} as const;

const validation = lazyResolver<LoginBody>(() => import('../resolvers').then((m) => m.loginResolver));

function oauthNotice(params: URLSearchParams): string | null {
  if (params.has('oauth_email_unavailable')) return OAUTH_TEXTS.emailUnavailable;
  if (params.has('oauth_access_denied')) return OAUTH_TEXTS.accessDenied;
  return null;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = redirectTarget(params);
  const [banner, setBanner] = useState<ReactNode>(oauthNotice(params));
  const form = useForm<LoginBody>({ resolver: validation.resolver, defaultValues: { email: params.get('email') ?? '', password: '' } });
  const { register, handleSubmit, setError, formState } = form;
  useWarmResolver(validation);

  useEffect(() => rememberDomain(params.get('domain')), [params]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    const captcha = invisibleCaptcha();
    try {
      const answer = await signIn({ ...values, captcha: await captcha.execute() });
      const step = nextStep(answer, redirect);
      if (answer.twoFactorVerification) pendingLogin.keep(answer.twoFactorVerification);
      if (step && 'navigate' in step) navigate(step.navigate);
      else if (step) window.location.assign(step.reload);
    } catch (error) {
      captcha.reset();
      if (error instanceof CaptchaUnavailable) setBanner(error.message);
      else if (error instanceof ApiError && error.status === 422 && (error.fieldErrors.email || error.fieldErrors.password)) {
        for (const field of ['email', 'password'] as const) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: 'server', message });
        }
      } else if (error instanceof ApiError && error.status === 403 && (error.data as { emailVerification?: boolean } | undefined)?.emailVerification) {
        setBanner(
          <>
            {error.message}{' '}
            <MuiLink component={Link} to={`/auth/verification/resend?email=${encodeURIComponent(values.email)}`}>{t('auth.login.resend')}</MuiLink>
          </>,
        );
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
        setBanner(error.message);
      } else {
        setBanner(errorMessage(error));
      }
    }
  });

  return (
    <AuthCard title={t('auth.login.heading')} aside={<PromoPanel />}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        {banner && <Alert severity="error" role="alert">{banner}</Alert>}
        <InputField label={t('auth.login.email')} type="email" autoComplete="email" autoFocus={!params.get('email')}
          {...register('email')} error={!!formState.errors.email} helperText={formState.errors.email?.message} />
        <PasswordField label={t('auth.login.password')} autoComplete="current-password" autoFocus={!!params.get('email')}
          {...register('password')} error={!!formState.errors.password} helperText={formState.errors.password?.message} />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        <MuiLink component={Link} to="/auth/reset-password">{t('auth.login.forgot')}</MuiLink>
        <MuiLink component={Link} to="/auth/register">{t('auth.login.register')}</MuiLink>
        <SocialLogin redirect={redirect} onUnavailable={setBanner} />
      </Stack>
    </AuthCard>
  );
}
