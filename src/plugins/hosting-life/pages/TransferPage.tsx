import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { api, applyFieldErrors, LoadingOrFailed, publishError } from '@core';
import { maxLengthOf } from '@core/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DELAYS, lifeKeys, lifePaths, transferSchema, type TransferBody } from '../contract';
import { LifeCard } from '../components/LifeCard';
import { useTransferState } from '../components/queries';

const EMAIL_MAX_LENGTH = maxLengthOf(transferSchema.shape.email);

/** "Transferir" (part 2 §2, §4, §5): the recipient's e-mail, a pending transfer with its cancel, then the hostings after 1 s. */
export default function TransferPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { resource = '' } = useParams();
  const state = useTransferState(resource);
  const [requested, setRequested] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<TransferBody>({ resolver: zodResolver(transferSchema), defaultValues: { email: '' } });
  const email = register('email');
  useEffect(() => {
    if (!requested) return;
    const timer = setTimeout(() => navigate('/hostings'), DELAYS.afterTransfer);
    return () => clearTimeout(timer);
  }, [requested, navigate]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await api('POST', lifePaths.transfer(resource), { body });
      notify(t('hosting-life.transfer.requested'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: lifeKeys.transfer(resource) });
      setRequested(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'])) publishError(error);
    }
  });
  const cancel = async () => {
    setCancelling(true);
    try {
      await api('POST', lifePaths.transferCancel(resource));
      notify(t('hosting-life.transfer.cancelled'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: lifeKeys.transfer(resource) });
    } catch (error) {
      publishError(error);
    } finally {
      setCancelling(false);
    }
  };

  if (!state.data) return <LoadingOrFailed query={state} />;
  const pending = state.data?.email ?? null;
  return (
    <LifeCard title={t('hosting-life.transfer.title')}>
      <Stack spacing={2} component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 520 }}>
        <Typography>{t('hosting-life.transfer.help')}</Typography>
        {pending && (
          <Alert severity="warning" action={<Button color="inherit" size="small" disabled={cancelling} onClick={cancel}>{t('hosting-life.transfer.cancel')}</Button>}>
            {t('hosting-life.transfer.pending', { email: pending })}
          </Alert>
        )}
        <TextField label={t('hosting-life.transfer.email')} type="email" autoComplete="off" required {...email}
          onChange={(event) => { event.target.value = event.target.value.toLowerCase(); return email.onChange(event); }}
          error={!!formState.errors.email} helperText={formState.errors.email?.message}
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }} />
        <div>
          <Button type="submit" variant="contained" disabled={pending !== null || formState.isSubmitting || requested}>{t('hosting-life.transfer.submit')}</Button>
        </div>
      </Stack>
    </LifeCard>
  );
}
