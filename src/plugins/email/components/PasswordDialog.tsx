import { FormDialog, submitWith } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordBody } from '../contract';

interface Props {
  email: string;
  onSave: (body: ChangePasswordBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Alterar senha" of one account. */
export function PasswordDialog({ email, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, setValue, formState } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { email, password: '' },
  });
  return (
    <FormDialog title={t('email.accounts.passwordTitle', { email })} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['password']))}>
      <PasswordField autoFocus label={t('email.fields.password')} autoComplete="new-password" {...register('password')}
        error={!!formState.errors.password} helperText={formState.errors.password?.message ?? t('email.fields.passwordHelp')}
        onGenerate={(password) => setValue('password', password, { shouldValidate: formState.isSubmitted })} />
    </FormDialog>
  );
}
