import { FormDialog, submitWith } from '@core';
import { maxLengthOf } from '@core/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { aliasSchema, type AliasBody } from '../contract';

const DOMAIN_MAX_LENGTH = maxLengthOf(aliasSchema.shape.domain);

export function AliasDialog({ onSave, onClose }: { onSave: (domain: string) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<AliasBody>({ resolver: zodResolver(aliasSchema), defaultValues: { domain: '' } });
  const lowerCase = register('domain');
  return (
    <FormDialog title={t('site-domains.aliases.add')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body.domain), onClose, setError, ['domain']))}>
      <TextField label={t('site-domains.aliases.domain')} autoFocus {...lowerCase}
        onChange={(event) => { event.target.value = event.target.value.toLowerCase(); return lowerCase.onChange(event); }}
        error={!!formState.errors.domain} helperText={formState.errors.domain?.message} placeholder="meusite.com.br"
        slotProps={{ htmlInput: { maxLength: DOMAIN_MAX_LENGTH } }} />
    </FormDialog>
  );
}
