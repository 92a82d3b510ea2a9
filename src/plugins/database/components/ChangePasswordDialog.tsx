import { FormDialog, submitWith } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordBody, type ChangePasswordInput, type Database } from '../contract';

interface Props {
  database: Database;
  onSave: (body: ChangePasswordBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Alterar senha": name and user read-only, only the password changes (part 2 §5). */
export function ChangePasswordDialog({ database, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, setValue, formState } = useForm<ChangePasswordInput, unknown, ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { dbms: database.dbms, password: '' },
  });
  return (
    <FormDialog title={t('database.password.title')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['password']))}>
      <TextField label={t('database.fields.dbname')} value={database.dbname} slotProps={{ input: { readOnly: true } }} />
      <TextField label={t('database.fields.user')} value={database.user} slotProps={{ input: { readOnly: true } }} />
      <PasswordField autoFocus label={t('database.fields.newPassword')} autoComplete="new-password" {...register('password')}
        error={!!formState.errors.password} helperText={formState.errors.password?.message ?? t('database.fields.passwordHelp')}
        onGenerate={(password) => setValue('password', password, { shouldValidate: formState.isSubmitted })} />
    </FormDialog>
  );
}
