import { Button, Link as MuiLink, Stack } from '@mui/material';
import { api, applyFieldErrors, InputField, lazyResolver, Link, MAX_LENGTH, useSearchParams, useWarmResolver } from '@core/signed-out';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmailOnlyBody } from '../contract';
import { CaptchaUnavailable, invisibleCaptcha } from '../captcha';
import { AuthCard } from './AuthCard';
import { bannerText, FormBanner } from './FormBanner';

const validation = lazyResolver<EmailOnlyBody>(() => import('../resolvers').then((m) => m.emailOnlyResolver));

interface Props {
  title: string;
  /** The API call that mails the link: it answers the same whether or not the account exists. */
  endpoint: string;
  submitLabel: string;
  hint?: string;
  /** Runs the invisible captcha first and sends its token (password reset). */
  captcha?: boolean;
}

/** Asks for an e-mail and has a link mailed to it (verification again, or a password reset). */
export function EmailLinkRequest({ title, endpoint, submitLabel, hint, captcha = false }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<EmailOnlyBody>({
    resolver: validation.resolver,
    defaultValues: { email: params.get('email') ?? '' },
  });
  useWarmResolver(validation);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = captcha ? { ...values, captcha: await invisibleCaptcha().execute() } : values;
      setSent((await api<{ message: string }>('POST', endpoint, { body })).message);
    } catch (error) {
      if (error instanceof CaptchaUnavailable) setError('root.server', { message: error.message });
      else if (!applyFieldErrors(error, setError, ['email'])) setError('root.server', { message: bannerText(error) });
    }
  });
  return (
    <AuthCard title={title}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <FormBanner severity="success" message={sent} />
        <FormBanner message={formState.errors.root?.server?.message} />
        <InputField label={t('auth.login.email')} type="email" autoComplete="email" autoFocus {...register('email')}
          error={!!formState.errors.email} helperText={formState.errors.email?.message ?? hint}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH.email } }} />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>{submitLabel}</Button>
        <MuiLink component={Link} to="/auth/login">{t('auth.common.toLogin')}</MuiLink>
      </Stack>
    </AuthCard>
  );
}
