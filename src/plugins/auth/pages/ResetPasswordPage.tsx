import { Button, Link as MuiLink, Stack } from '@mui/material';
import { api, applyFieldErrors, lazyResolver, Link, PasswordField, useSearchParams, useWarmResolver } from '@core/signed-out';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { EmailLinkRequest } from '../components/EmailLinkRequest';
import { bannerText, FormBanner } from '../components/FormBanner';
import type { NewPasswordBody } from '../contract';

const validation = lazyResolver<NewPasswordBody>(() => import('../resolvers').then((m) => m.newPasswordResolver));

function RequestLink() {
  const { t } = useTranslation();
  return <EmailLinkRequest title={t('auth.reset.heading')} endpoint="/password/reset" submitLabel={t('auth.reset.send')} hint={t('auth.reset.hint')} captcha />;
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordBody>({
    resolver: validation.resolver,
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  useWarmResolver(validation);
  const onSubmit = handleSubmit(async (values) => {
    try {
      setDoneFor((await api<{ email: string }>('POST', '/password/reset/confirm', { body: values })).email);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['password', 'passwordConfirmation'])) setError('root.server', { message: bannerText(error) });
    }
  });
  if (doneFor) {
    return (
      <AuthCard title={t('auth.reset.newHeading')}>
        <FormBanner severity="success" message={t('auth.reset.done')} />
        <MuiLink component={Link} to={`/auth/login?email=${encodeURIComponent(doneFor)}`}>{t('auth.common.toLogin')}</MuiLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.newHeading')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <FormBanner message={formState.errors.root?.server?.message} />
        <PasswordField label={t('auth.reset.password')} autoComplete="new-password" autoFocus {...register('password')}
          error={!!formState.errors.password} helperText={formState.errors.password?.message ?? t('auth.common.passwordHint')} />
        <PasswordField label={t('auth.reset.confirmation')} autoComplete="new-password" {...register('passwordConfirmation')}
          error={!!formState.errors.passwordConfirmation} helperText={formState.errors.passwordConfirmation?.message} />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>{t('auth.reset.save')}</Button>
        <MuiLink component={Link} to="/auth/reset-password">{t('auth.reset.again')}</MuiLink>
      </Stack>
    </AuthCard>
  );
}

/** /auth/reset-password asks for the e-mail; opened from the mailed link (?token=) it sets the new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ChoosePassword token={token} /> : <RequestLink />;
}
