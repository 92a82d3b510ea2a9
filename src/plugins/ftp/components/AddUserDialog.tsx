import { FormDialog, submitWith } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addUserSchema, HOMEDIR_MAX_LENGTH, suggestedHomedir, USERNAME_MAX_LENGTH, type AddUserBody, type AddUserInput } from '../contract';

interface Props {
  resource: string;
  onSave: (body: AddUserBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Adicionar usuário": a lower-case name with the fixed "@resource", a password, and the home folder. */
export function AddUserDialog({ resource, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<AddUserInput, unknown, AddUserBody>({
    resolver: zodResolver(addUserSchema),
    defaultValues: { username: '', password: '', homedir: '' },
  });
  const username = register('username');
  return (
    <FormDialog title={t('ftp.users.add')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['username', 'password', 'homedir']))}>
      <TextField label={t('ftp.fields.username')} autoFocus autoComplete="off" {...username}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          return username.onChange(event);
        }}
        onBlur={(event) => {
          // The folder follows the name when none was typed, as for subdomains.
          const name = event.target.value.trim();
          if (name && !getValues('homedir')) setValue('homedir', suggestedHomedir(name));
          return username.onBlur(event);
        }}
        error={!!formState.errors.username} helperText={formState.errors.username?.message ?? t('ftp.fields.usernameHelp', { max: USERNAME_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH }, input: { endAdornment: <InputAdornment position="end"><Typography component="span" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>@{resource}</Typography></InputAdornment> } }} />
      <PasswordField label={t('ftp.fields.password')} autoComplete="new-password" {...register('password')}
        error={!!formState.errors.password} helperText={formState.errors.password?.message ?? t('ftp.fields.passwordHelp')}
        onGenerate={(password) => setValue('password', password, { shouldValidate: formState.isSubmitted })} />
      <TextField label={t('ftp.fields.homedir')} autoComplete="off" {...register('homedir')}
        error={!!formState.errors.homedir} helperText={formState.errors.homedir?.message ?? t('ftp.fields.homedirHelp')}
        slotProps={{ htmlInput: { maxLength: HOMEDIR_MAX_LENGTH } }} />
    </FormDialog>
  );
}
