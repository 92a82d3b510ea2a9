import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forwarderFormSchema, MAX_EMAIL_LENGTH, USERNAME_MAX_LENGTH, type ForwarderBody } from '../contract';

interface Props {
  resource: string;
  onSave: (body: ForwarderBody) => Promise<unknown>;
  onClose: () => void;
}

/** "Adicionar encaminhamento": a name of this domain and the address that receives its messages. */
export function ForwarderDialog({ resource, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<ForwarderBody>({
    resolver: zodResolver(forwarderFormSchema),
    defaultValues: { username: '', forward: '' },
  });
  const username = register('username');
  return (
    <FormDialog title={t('email.forwarders.add')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['username', 'forward']))}>
      <TextField label={t('email.fields.forwarderUsername')} autoFocus autoComplete="off" {...username}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          return username.onChange(event);
        }}
        error={!!formState.errors.username} helperText={formState.errors.username?.message ?? t('email.fields.usernameHelp')}
        slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH }, input: { endAdornment: <InputAdornment position="end"><Typography component="span" sx={{ color: 'text.primary' }}>@{resource}</Typography></InputAdornment> } }} />
      <TextField label={t('email.fields.forward')} type="email" autoComplete="off" {...register('forward')}
        error={!!formState.errors.forward} helperText={formState.errors.forward?.message ?? t('email.fields.forwardHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_EMAIL_LENGTH } }} />
    </FormDialog>
  );
}
