import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link as MuiLink, Stack, TextField } from '@mui/material';
import { api, applyFieldErrors } from '@core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { bannerText, FormBanner } from '../components/FormBanner';
import { PasswordField } from '../components/PasswordField';
import { emailOnlySchema, newPasswordSchema, type EmailOnlyBody, type NewPasswordBody } from '../contract';

function RequestLink() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<EmailOnlyBody>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await api<{ message: string }>('POST', '/password/reset', { body: values })).message);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'])) setError('root.server', { message: bannerText(error) });
    }
  });
  return (
    <AuthCard title={t('auth.reset.heading')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <FormBanner severity="success" message={sent} />
        <FormBanner message={formState.errors.root?.server?.message} />
        <TextField label={t('auth.login.email')} type="email" autoComplete="email" autoFocus {...register('email')}
          error={!!formState.errors.email} helperText={formState.errors.email?.message ?? t('auth.reset.hint')} />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>{t('auth.reset.send')}</Button>
        <MuiLink component={Link} to="/auth/login">{t('auth.common.toLogin')}</MuiLink>
      </Stack>
    </AuthCard>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordBody>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
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
