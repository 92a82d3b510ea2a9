import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeQuotaSchema, MB, type ChangeQuotaBody, type ChangeQuotaInput, type EmailAccount } from '../contract';
import { QuotaField } from './QuotaField';

interface Props {
  account: EmailAccount;
  onSave: (body: ChangeQuotaBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Configurações": the account's space limit, in MB (blank is unlimited). */
export function QuotaDialog({ account, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<ChangeQuotaInput, unknown, ChangeQuotaBody>({
    resolver: zodResolver(changeQuotaSchema),
    defaultValues: { email: account.email, username: account.username, quota: account.quota > 0 ? String(Math.round(account.quota / MB)) : '' },
  });
  return (
    <FormDialog title={t('email.accounts.settingsTitle', { email: account.email })} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['quota']))}>
      <QuotaField autoFocus registration={register('quota')} error={formState.errors.quota?.message} />
    </FormDialog>
  );
}
