import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SSH_KEY_MAX_LENGTH, SSH_TITLE_MAX_LENGTH, sshKeySchema, type SshKeyBody } from '../contract';

interface Props {
  onSave: (body: SshKeyBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Adicionar chave": a title and the public key; the server checks the key with an SSH library. */
export function SshKeyDialog({ onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<SshKeyBody>({ resolver: zodResolver(sshKeySchema), defaultValues: { title: '', key: '' } });
  return (
    <FormDialog title={t('hosting-settings.ssh.addKey')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['title', 'key']))}>
      <TextField label={t('hosting-settings.ssh.keyTitle')} autoFocus autoComplete="off" {...register('title')}
        error={!!formState.errors.title} helperText={formState.errors.title?.message} slotProps={{ htmlInput: { maxLength: SSH_TITLE_MAX_LENGTH } }} />
      <TextField label={t('hosting-settings.ssh.key')} multiline minRows={4} autoComplete="off" {...register('key')}
        error={!!formState.errors.key} helperText={formState.errors.key?.message ?? t('hosting-settings.ssh.keyHelp')}
        slotProps={{ htmlInput: { maxLength: SSH_KEY_MAX_LENGTH, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }} />
    </FormDialog>
  );
}
