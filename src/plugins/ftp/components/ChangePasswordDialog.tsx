import { FormDialog, submitWith } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordBody, type ChangePasswordInput } from '../contract';

interface Props {
  /** The account as the API names it: the main username or an extra user's name. */
  username: string;
  /** How the title names it: the main username, or `name@resource`. */
  shown: string;
  onSave: (body: ChangePasswordBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Alterar senha": the new password twice; the generator fills both (part 2 §5). */
export function ChangePasswordDialog({ username, shown, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, setValue, formState } = useForm<ChangePasswordInput, unknown, ChangePasswordBody>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { username, password: '', passwordConfirm: '' },
  });
  const fill = (password: string) => {
    setValue('password', password, { shouldValidate: formState.isSubmitted });
    setValue('passwordConfirm', password, { shouldValidate: formState.isSubmitted });
  };
  return (
    <FormDialog title={t('ftp.password.title', { username: shown })} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message ?? formState.errors.username?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['username', 'password', 'passwordConfirm']))}>
      <PasswordField autoFocus label={t('ftp.fields.password')} autoComplete="new-password" {...register('password')}
        error={!!formState.errors.password} helperText={formState.errors.password?.message ?? t('ftp.fields.passwordHelp')} onGenerate={fill} />
      <PasswordField label={t('ftp.fields.passwordConfirm')} autoComplete="new-password" {...register('passwordConfirm')}
        error={!!formState.errors.passwordConfirm} helperText={formState.errors.passwordConfirm?.message} />
    </FormDialog>
  );
}
