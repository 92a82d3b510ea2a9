import { FormDialog, submitWith } from '@core';
import { maxLengthsOf } from '@core/contracts';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Collapse, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_REDIRECT_TYPE, REDIRECT_TYPES, redirectSchema, type RedirectBody, type RedirectInput } from '../contract';

const MAX_LENGTH = maxLengthsOf(redirectSchema);

interface Props {
  sources: string[];
  onSave: (body: RedirectInput) => Promise<unknown>;
  onClose: () => void;
}

export function RedirectDialog({ sources, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [advanced, setAdvanced] = useState(false);
  const { control, register, handleSubmit, setError, formState } = useForm<RedirectInput, unknown, RedirectBody>({
    resolver: zodResolver(redirectSchema),
    defaultValues: { type: DEFAULT_REDIRECT_TYPE, source: sources[0] ?? '', target: '' },
  });
  return (
    <FormDialog title={t('site-domains.redirects.add')} submitting={formState.isSubmitting} rootError={formState.errors.root?.server?.message} onClose={onClose}
      onSubmit={handleSubmit((body) => submitWith(() => onSave(body), onClose, setError, ['type', 'source', 'target']))}>
      <Controller control={control} name="source" render={({ field, fieldState }) => (
        <TextField select label={t('site-domains.redirects.source')} {...field} error={!!fieldState.error} helperText={fieldState.error?.message}>
          {sources.map((source) => <MenuItem key={source} value={source}>{source}</MenuItem>)}
        </TextField>
      )} />
      <TextField label={t('site-domains.redirects.target')} type="url" {...register('target')} placeholder="https://"
        error={!!formState.errors.target} helperText={formState.errors.target?.message ?? t('site-domains.redirects.targetHelp')}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH.target } }} />
      <Button onClick={() => setAdvanced((open) => !open)} endIcon={advanced ? <ExpandLess /> : <ExpandMore />} aria-expanded={advanced} sx={{ alignSelf: 'flex-start' }}>
        {t('site-domains.redirects.advanced')}
      </Button>
      <Collapse in={advanced} unmountOnExit>
        <Controller control={control} name="type" render={({ field }) => (
          <FormControl>
            <FormLabel id="redirect-type">{t('site-domains.redirects.type')}</FormLabel>
            <RadioGroup row aria-labelledby="redirect-type" {...field}>
              {REDIRECT_TYPES.map((type) => <FormControlLabel key={type} value={type} control={<Radio />} label={t(`site-domains.redirects.type${type}`)} />)}
            </RadioGroup>
          </FormControl>
        )} />
      </Collapse>
    </FormDialog>
  );
}
