import { Button, Checkbox, FormControlLabel, FormHelperText, Link as MuiLink, Stack } from '@mui/material';
import { api, applyFieldErrors, InputField, lazyResolver, Link, MAX_LENGTH, PasswordField, useSearchParams, useWarmResolver } from '@core/signed-out';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { invisibleCaptcha } from '../captcha';
import { AuthCard } from '../components/AuthCard';
import { bannerText, FormBanner } from '../components/FormBanner';
import type { RegisterBody } from '../contract';

const FIELDS = ['name', 'email', 'phone', 'password', 'terms'] as const;
const validation = lazyResolver<RegisterBody>(() => import('../resolvers').then((m) => m.registerResolver));

const REFERRAL_KEY = 'painel.referral';

/** The referral code of the link the visitor came through, kept for the session so a detour to the login page does not lose it. */
function referralOf(params: URLSearchParams): { ref?: string; aff?: string } {
  const ref = params.get('ref') ?? undefined;
  const aff = params.get('aff') ?? undefined;
  if (ref || aff) {
    sessionStorage.setItem(REFERRAL_KEY, JSON.stringify({ ref, aff }));
    return { ref, aff };
  }
  try {
    return JSON.parse(sessionStorage.getItem(REFERRAL_KEY) ?? '{}') as { ref?: string; aff?: string };
  } catch {
    return {};
  }
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const referral = referralOf(useSearchParams()[0]);
  const form = useForm<RegisterBody>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', phone: '', password: '', terms: false as unknown as true },
  });
  useWarmResolver(validation);
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    const captcha = invisibleCaptcha();
    try {
      await api('POST', '/register', { body: { ...values, ...referral, captcha: await captcha.execute() } });
      setSentTo(values.email);
    } catch (error) {
      captcha.reset();
      if (!applyFieldErrors(error, setError, FIELDS)) setError('root.server', { message: bannerText(error) });
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('auth.register.doneTitle')}>
        <FormBanner severity="success" message={t('auth.register.done', { email: sentTo })} />
        <MuiLink component={Link} to={`/auth/verification/resend?email=${encodeURIComponent(sentTo)}`}>{t('auth.verification.resendLink')}</MuiLink>
        <MuiLink component={Link} to={`/auth/login?email=${encodeURIComponent(sentTo)}`}>{t('auth.common.toLogin')}</MuiLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.heading')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <FormBanner message={errors.root?.server?.message} />
        <InputField label={t('auth.register.name')} autoComplete="name" autoFocus {...register('name')} error={!!errors.name} helperText={errors.name?.message}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.personName } }} />
        <InputField label={t('auth.login.email')} type="email" autoComplete="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.email } }} />
        <InputField label={t('auth.register.phone')} type="tel" autoComplete="tel" placeholder="(11) 91234-5678" {...register('phone')} error={!!errors.phone} helperText={errors.phone?.message}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.phone } }} />
        <PasswordField label={t('auth.login.password')} autoComplete="new-password" {...register('password')} error={!!errors.password}
          helperText={errors.password?.message ?? t('auth.common.passwordHint')} />
        <div>
          <FormControlLabel control={<Checkbox {...register('terms')} />} label={t('auth.register.terms')} />
          {errors.terms && <FormHelperText error>{errors.terms.message}</FormHelperText>}
        </div>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>{t('auth.register.submit')}</Button>
        <MuiLink component={Link} to="/auth/login">{t('auth.register.haveAccount')}</MuiLink>
      </Stack>
    </AuthCard>
  );
}
