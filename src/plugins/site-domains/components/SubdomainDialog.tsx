import { FormDialog, submitWith } from '@core';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIR_MAX_LENGTH, SUBDOMAIN_MAX_LENGTH, subdomainSchema, WEB_ROOT, type Subdomain, type SubdomainBody, type SubdomainInput } from '../contract';

interface Props {
  resource: string;
  /** null to add; a subdomain for "Alterar diretório", whose label stays as it is. */
  subdomain: Subdomain | null;
  onSave: (body: SubdomainInput) => Promise<unknown>;
  onClose: () => void;
}

/** The grey of MUI's adornments falls short of 4.5:1 on a filled field; the fixed part of the value reads as text. */
function Adornment({ text }: { text: string }) {
  return <Typography component="span" sx={{ color: 'text.primary' }}>{text}</Typography>;
}

export function SubdomainDialog({ resource, subdomain, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const editing = subdomain !== null;
  const { register, handleSubmit, setError, getValues, setValue, formState } = useForm<SubdomainInput, unknown, SubdomainBody>({
    resolver: zodResolver(subdomainSchema),
    defaultValues: { domain: subdomain?.domain ?? '', dir: subdomain?.dir ?? '' },
  });
  const label = register('domain');
  const prefillDir = () => {
    if (getValues('dir').trim() === '') setValue('dir', getValues('domain'));
  };
  return (
    <FormDialog title={t(editing ? 'site-domains.subdomains.changeDir' : 'site-domains.subdomains.add')} submitting={formState.isSubmitting}
      rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['domain', 'dir']))}>
      <TextField label={t('site-domains.subdomains.domain')} autoFocus={!editing} {...label}
        onChange={(event) => { event.target.value = event.target.value.toLowerCase(); return label.onChange(event); }}
        onBlur={(event) => { prefillDir(); return label.onBlur(event); }}
        error={!!formState.errors.domain} helperText={formState.errors.domain?.message}
        slotProps={{ htmlInput: { maxLength: SUBDOMAIN_MAX_LENGTH, readOnly: editing }, input: { endAdornment: <InputAdornment position="end"><Adornment text={`.${resource}`} /></InputAdornment> } }} />
      <TextField label={t('site-domains.subdomains.dir')} autoFocus={editing} {...register('dir')}
        error={!!formState.errors.dir} helperText={formState.errors.dir?.message ?? t('site-domains.subdomains.dirHelp', { root: WEB_ROOT })}
        slotProps={{ htmlInput: { maxLength: DIR_MAX_LENGTH }, input: { startAdornment: <InputAdornment position="start"><Adornment text={`${WEB_ROOT}/`} /></InputAdornment> } }} />
    </FormDialog>
  );
}
