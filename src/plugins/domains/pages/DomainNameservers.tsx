import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ApiError, handledByShell, PageLoading, publishError } from '@core';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { MAX_NAMESERVERS, MIN_NAMESERVERS, NAMESERVER_MAX_LENGTH, nameserverKey, nameserversSchema, type NameserversBody } from '../contract';
import { useDomain, useNameservers, useSaveNameservers } from '../components/useDomains';

/** Pads the list with empty slots up to the minimum (part 2 §5). */
const withMinimum = (list: string[]) => [...list, ...Array<string>(Math.max(0, MIN_NAMESERVERS - list.length)).fill('')];

/** DNS: 2 to 5 nameserver slots, saved together (part 2 §2, §5, §7). */
export default function DomainNameservers() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const domain = useDomain(resource).data;
  const pending = domain?.isPending ?? false;
  const current = useNameservers(resource, !!domain && !pending);

  useEffect(() => {
    if (handledByShell(current.error)) publishError(current.error);
  }, [current.error]);

  return (
    <Card component="section" aria-labelledby="domain-ns-title">
      <CardContent>
        <Typography id="domain-ns-title" variant="h6" component="h2" gutterBottom>{t('domains.page.nameservers.title')}</Typography>
        {pending && <Alert severity="warning">{t('domains.page.nameservers.pending')}</Alert>}
        {!pending && current.isError && <Alert severity="error">{t('domains.page.nameservers.loadFailed')}</Alert>}
        {!pending && current.isLoading && <PageLoading />}
        {!pending && current.data && <NameserversForm domain={resource} initial={current.data} />}
      </CardContent>
    </Card>
  );
}

function NameserversForm({ domain, initial }: { domain: string; initial: string[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveNameservers(domain);
  const { control, handleSubmit, setError, setValue, watch, clearErrors, reset, formState: { errors, isSubmitting } } = useForm<NameserversBody>({
    resolver: zodResolver(nameserversSchema),
    defaultValues: { nameservers: withMinimum(initial) },
  });
  const values = watch('nameservers');

  const remove = (index: number) => {
    clearErrors();
    setValue('nameservers', withMinimum(values.filter((_, i) => i !== index)));
  };
  const add = () => setValue('nameservers', [...values, '']);

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body.nameservers as string[]);
      reset({ nameservers: withMinimum(saved) });
      notify(t('domains.page.nameservers.saved'), { type: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return publishError(error);
      const entries = Object.entries(error.fieldErrors);
      let shown = false;
      values.forEach((_, i) => {
        const message = error.fieldErrors[nameserverKey(i)];
        if (message) {
          setError(`nameservers.${i}`, { type: 'server', message });
          shown = true;
        }
      });
      if (!shown) setError('root.server', { type: 'server', message: error.fieldErrors.nameservers ?? entries[0]?.[1] ?? error.message });
    }
  });

  const listError = errors.root?.server?.message ?? errors.nameservers?.message ?? errors.nameservers?.root?.message;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="domain-ns-title">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">{t('domains.page.nameservers.intro', { min: MIN_NAMESERVERS, max: MAX_NAMESERVERS })}</Typography>
        {listError && <Alert severity="error">{listError}</Alert>}
        {values.map((_, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name={`nameservers.${index}`}
              render={({ field, fieldState }) => (
                <TextField {...field} value={field.value ?? ''} fullWidth size="small" label={t('domains.page.nameservers.label', { n: index + 1 })}
                  required={index < MIN_NAMESERVERS} error={!!fieldState.error} helperText={fieldState.error?.message}
                  slotProps={{ htmlInput: { 'data-testid': nameserverKey(index), autoCapitalize: 'none', spellCheck: false, maxLength: NAMESERVER_MAX_LENGTH } }} />
              )}
            />
            <IconButton aria-label={t('domains.page.nameservers.remove', { n: index + 1 })} onClick={() => remove(index)}
              disabled={values.length <= MIN_NAMESERVERS && values[index] === ''}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Stack direction="row" spacing={1}>
          <Button startIcon={<AddIcon />} onClick={add} disabled={values.length >= MAX_NAMESERVERS}>{t('domains.page.nameservers.add')}</Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t(isSubmitting ? 'domains.page.nameservers.saving' : 'domains.page.nameservers.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
