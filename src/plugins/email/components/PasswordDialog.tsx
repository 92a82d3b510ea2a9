import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordBody } from '../contract';
import { PasswordField } from './PasswordField';

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
      <PasswordField autoFocus registration={register('password')} error={formState.errors.password?.message}
        onGenerate={(password) => setValue('password', password, { shouldValidate: formState.isSubmitted })} />
    </FormDialog>
  );
}
