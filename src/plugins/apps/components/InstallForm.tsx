import { applyFieldErrors, pagePath, publishError, useCurrentUser } from '@core';
import { PasswordField } from '@core/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Collapse, FormControlLabel, InputAdornment, Stack, Switch, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_ADMIN_USERNAME, DIR_MAX_LENGTH, INSTALL_FIELDS, installSchema, needsMoreRam, SUBDOMAIN_MAX_LENGTH, WEB_ROOT, type AppDefinition, type InstallBody, type InstallInput } from '../contract';

interface Props {
  resource: string;
  app: AppDefinition;
  /** The plan's memory in MB, for the RAM warning; null while unknown. */
  ramMb: number | null;
  /** While the install runs the form stays on screen, read-only. */
  locked: boolean;
  onInstall: (body: InstallInput) => Promise<unknown>;
}

/** Fixed parts of a value read as text: MUI's adornment grey falls short of 4.5:1. */
const Adornment = ({ text }: { text: string }) => <Typography component="span" sx={{ color: 'text.primary' }}>{text}</Typography>;

/** The install form (part 2 §3 "Install payload", §5): title required, WHMCS licence, subdomain or directory, advanced admin. */
export function InstallForm({ resource, app, ramMb, locked, onInstall }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { register, control, handleSubmit, setError, setValue, watch, formState } = useForm<InstallInput, unknown, InstallBody>({
    resolver: zodResolver(installSchema),
    defaultValues: {
      app: app.name, title: '', description: '', license: '', hasSubdomain: false, subdomain: '', hasDir: false, dir: '',
      advancedMode: false, adminEmail: user.data?.email ?? '', adminUsername: DEFAULT_ADMIN_USERNAME, adminPassword: '',
    },
  });
  const [hasSubdomain, hasDir, advancedMode] = watch(['hasSubdomain', 'hasDir', 'advancedMode']);
  const errors = formState.errors;
  const disabled = locked || formState.isSubmitting;
  const subdomain = register('subdomain');
  const changePlan = pagePath('/hosting/:resource/plan', { resource });

  const submit = handleSubmit(async (body) => {
    try {
      await onInstall(body);
    } catch (error) {
      if (!applyFieldErrors(error, setError, INSTALL_FIELDS)) publishError(error);
    }
  });

  const choice = (name: 'hasSubdomain' | 'hasDir', other: 'hasSubdomain' | 'hasDir', label: string) => (
    <Controller name={name} control={control} render={({ field }) => (
      <FormControlLabel label={label} disabled={disabled}
        control={<Checkbox checked={!!field.value} onChange={(event) => {
          field.onChange(event.target.checked);
          // Subdomain and directory are mutually exclusive (part 2 §4).
          if (event.target.checked) setValue(other, false);
        }} />} />
    )} />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('apps.install.formTitle', { app: app.label })}>
      {needsMoreRam(app.name, ramMb) && (
        <Alert severity="warning"
          action={changePlan ? <Button color="inherit" size="small" component={RouterLink} to={changePlan}>{t('apps.install.changePlan')}</Button> : undefined}>
          {t('apps.install.ramWarning', { ram: ramMb, app: app.label, min: app.minRamMb })}
        </Alert>
      )}
      {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
      {errors.app && <Alert severity="error">{errors.app.message}</Alert>}
      <TextField label={t('apps.install.siteTitle')} required disabled={disabled} {...register('title')} error={!!errors.title} helperText={errors.title?.message}
        slotProps={{ htmlInput: { maxLength: 255 } }} />
      <TextField label={t('apps.install.description')} disabled={disabled} multiline minRows={2} {...register('description')} error={!!errors.description} helperText={errors.description?.message}
        slotProps={{ htmlInput: { maxLength: 1000 } }} />
      {app.requiresLicense && (
        <TextField label={t('apps.install.license')} required disabled={disabled} {...register('license')} error={!!errors.license} helperText={errors.license?.message}
          slotProps={{ htmlInput: { maxLength: 512 } }} />
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {choice('hasSubdomain', 'hasDir', t('apps.install.hasSubdomain'))}
        {choice('hasDir', 'hasSubdomain', t('apps.install.hasDir'))}
      </Stack>
      {hasSubdomain && (
        <TextField label={t('apps.install.subdomain')} disabled={disabled} {...subdomain}
          onChange={(event) => { event.target.value = event.target.value.toLowerCase(); return subdomain.onChange(event); }}
          error={!!errors.subdomain} helperText={errors.subdomain?.message}
          slotProps={{ htmlInput: { maxLength: SUBDOMAIN_MAX_LENGTH }, input: { endAdornment: <InputAdornment position="end"><Adornment text={`.${resource}`} /></InputAdornment> } }} />
      )}
      {hasDir && (
        <TextField label={t('apps.install.dir')} disabled={disabled} {...register('dir')} error={!!errors.dir} helperText={errors.dir?.message ?? t('apps.install.dirHelp', { root: WEB_ROOT })}
          slotProps={{ htmlInput: { maxLength: DIR_MAX_LENGTH }, input: { startAdornment: <InputAdornment position="start"><Adornment text={`${WEB_ROOT}/`} /></InputAdornment> } }} />
      )}
      {!hasSubdomain && !hasDir && (
        <Typography variant="body2" color={errors.dir ? 'error' : 'text.secondary'}>{errors.dir?.message ?? t('apps.install.rootHelp', { url: `https://${resource}` })}</Typography>
      )}

      <Controller name="advancedMode" control={control} render={({ field }) => (
        <FormControlLabel label={t('apps.install.advancedMode')} disabled={disabled} control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />} />
      )} />
      <Collapse in={!!advancedMode} unmountOnExit>
        <Stack spacing={2}>
          <TextField label={t('apps.install.adminEmail')} type="email" disabled={disabled} {...register('adminEmail')} error={!!errors.adminEmail} helperText={errors.adminEmail?.message}
            slotProps={{ htmlInput: { maxLength: 254 } }} />
          <TextField label={t('apps.install.adminUsername')} disabled={disabled} {...register('adminUsername')} error={!!errors.adminUsername} helperText={errors.adminUsername?.message}
            slotProps={{ htmlInput: { maxLength: 60 } }} />
          <PasswordField label={t('apps.install.adminPassword')} disabled={disabled} {...register('adminPassword')} error={!!errors.adminPassword} helperText={errors.adminPassword?.message}
            onGenerate={(password) => setValue('adminPassword', password, { shouldValidate: true })} />
        </Stack>
      </Collapse>

      <Alert severity="info">{t('apps.install.minutes')}</Alert>
      <div>
        <Button type="submit" variant="contained" disabled={disabled}>{t(formState.isSubmitting ? 'apps.install.submitting' : 'apps.install.submit')}</Button>
      </div>
    </Stack>
  );
}
