import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { api, applyFieldErrors } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TEXTS, passwordChangeSchema, type PasswordChangeBody } from '../contract';

const MAX_LENGTH = maxLengthsOf(passwordChangeSchema);

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

export function PasswordForm() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordChangeBody>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await api('POST', '/user/password', { body: values });
      reset();
      setSaved(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) throw error;
    }
  });
  return (
    <Card component="section" aria-labelledby="profile-password">
      <CardContent component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Typography id="profile-password" variant="h6" component="h2">{t('account.password.title')}</Typography>
          {saved && <Alert severity="success">{ACCOUNT_TEXTS.passwordChanged}</Alert>}
          <TextField label={t('account.password.current')} type="password" autoComplete="current-password" {...register('currentPassword')}
            error={!!errors.currentPassword} helperText={errors.currentPassword?.message} slotProps={{ htmlInput: { maxLength: MAX_LENGTH.currentPassword } }} />
          <TextField label={t('account.password.new')} type="password" autoComplete="new-password" {...register('password')}
            error={!!errors.password} helperText={errors.password?.message ?? t('account.password.hint')} slotProps={{ htmlInput: { maxLength: MAX_LENGTH.password } }} />
          <TextField label={t('account.password.confirmation')} type="password" autoComplete="new-password" {...register('passwordConfirmation')}
            error={!!errors.passwordConfirmation} helperText={errors.passwordConfirmation?.message} slotProps={{ htmlInput: { maxLength: MAX_LENGTH.passwordConfirmation } }} />
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>{t('account.password.save')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
