import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { api, applyFieldErrors, useCurrentUser, usePhone } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { MaskedTextField, MASKS } from '@core/forms';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { migrationPaths, migrationRequestSchema, type MigrationRequest } from '../contract';

const FIELDS = ['email', 'name', 'phone', 'domains', 'url', 'extra'] as const;
const DOMAIN_PARAM = /^[a-z0-9.-]+\.[a-z]{2,}$/;
const MAX_LENGTH = maxLengthsOf(migrationRequestSchema);
const limited = (name: (typeof FIELDS)[number]) => ({ slotProps: { htmlInput: { maxLength: MAX_LENGTH[name] } } });

/** "Migre os seus sites gratuitamente!": the form, then a confirmation with a way to ask again. */
export default function MigrationPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const [params] = useSearchParams();
  const user = useCurrentUser().data;
  const domainParam = params.get('domain')?.toLowerCase() ?? '';
  const form = useForm<MigrationRequest>({
    resolver: zodResolver(migrationRequestSchema),
    defaultValues: { email: '', name: '', phone: '', domains: DOMAIN_PARAM.test(domainParam) ? domainParam : '', url: '', extra: '' },
  });
  const { register, handleSubmit, setError, formState, reset, getValues } = form;

  useEffect(() => {
    if (!user) return;
    const current = getValues();
    reset({ ...current, email: current.email || user.email, name: current.name || user.name, phone: current.phone || (user.phone ?? '') });
  }, [user, reset, getValues]);

  const send = useMutation({
    mutationFn: (values: MigrationRequest) => api('POST', migrationPaths.create, { body: values }),
    meta: { handlesErrors: true },
  });
  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).catch((error) => {
      if (!applyFieldErrors(error, setError, FIELDS)) setError('root.server', { message: (error as Error).message || '' });
    }),
  );
  const error = (name: (typeof FIELDS)[number]) => ({ error: !!formState.errors[name], helperText: formState.errors[name]?.message });

  return (
    <Box component={user ? 'div' : 'main'} sx={{ maxWidth: 720, mx: 'auto', my: user ? 0 : 4, px: user ? 0 : 2 }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>{t('migration.heading')}</Typography>
          {send.isSuccess ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="success" role="status">{t('migration.sent', { email: getValues('email') })}</Alert>
              <Button variant="outlined" onClick={() => { send.reset(); reset({ ...getValues(), domains: '', url: '', extra: '' }); }}>
                {t('migration.again')}
              </Button>
            </Stack>
          ) : (
            <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
              <Typography color="text.secondary">{t('migration.intro')}</Typography>
              {formState.errors.root?.server?.message && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
              <TextField label={t('migration.fields.name')} autoComplete="name" {...register('name')} {...error('name')} {...limited('name')} />
              <TextField label={t('migration.fields.email')} type="email" autoComplete="email" {...register('email')} {...error('email')} {...limited('email')} />
              <Controller control={form.control} name="phone" render={({ field }) => (
                <MaskedTextField mask={MASKS.phone} label={t('migration.fields.phone')} type="tel" autoComplete="tel" name={field.name}
                  value={field.value} onChange={field.onChange} onBlur={field.onBlur} {...error('phone')} />
              )} />
              <TextField label={t('migration.fields.domains')} multiline minRows={3} {...register('domains')}
                error={!!formState.errors.domains} helperText={formState.errors.domains?.message ?? t('migration.fields.domainsHelp')} {...limited('domains')} />
              {/* The long label would be cut inside a phone-wide field, so there it stays above the field. */}
              <TextField label={t('migration.fields.url')} type="url" {...register('url')}
                slotProps={{ inputLabel: { shrink: phone || undefined }, htmlInput: { maxLength: MAX_LENGTH.url } }}
                error={!!formState.errors.url} helperText={formState.errors.url?.message ?? t('migration.fields.urlHelp')} />
              <TextField label={t('migration.fields.extra')} multiline minRows={3} {...register('extra')}
                error={!!formState.errors.extra} helperText={formState.errors.extra?.message ?? t('migration.fields.extraHelp')} {...limited('extra')} />
              <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                {formState.isSubmitting ? t('migration.sending') : t('migration.submit')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
