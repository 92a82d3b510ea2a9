import { FormDialog, submitWith } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createAccountSchema, USERNAME_MAX_LENGTH, type CreateAccountBody, type CreateAccountInput } from '../contract';
import { QuotaField } from './QuotaField';

interface Props {
  resource: string;
  onSave: (body: CreateAccountBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Criar conta": the name with the fixed "@domain", a password with a generator, and the quota. */
export function CreateAccountDialog({ resource, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, setValue, formState } = useForm<CreateAccountInput, unknown, CreateAccountBody>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: { username: '', password: '', quota: '' },
  });
  const username = register('username');
  return (
    <FormDialog title={t('email.accounts.create')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['username', 'password', 'quota']))}>
      <TextField label={t('email.fields.username')} autoFocus autoComplete="off" {...username}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          return username.onChange(event);
        }}
        error={!!formState.errors.username} helperText={formState.errors.username?.message ?? t('email.fields.usernameHelp')}
        slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH }, input: { endAdornment: <InputAdornment position="end"><Typography component="span" sx={{ color: 'text.primary' }}>@{resource}</Typography></InputAdornment> } }} />
      <PasswordField label={t('email.fields.password')} autoComplete="new-password" {...register('password')}
        error={!!formState.errors.password} helperText={formState.errors.password?.message ?? t('email.fields.passwordHelp')}
        onGenerate={(password) => setValue('password', password, { shouldValidate: formState.isSubmitted })} />
      <QuotaField registration={register('quota')} error={formState.errors.quota?.message} />
    </FormDialog>
  );
}
