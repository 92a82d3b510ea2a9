import { applyFieldErrors, ConfirmDialog, publishError } from '@core';
import { Alert, Button, Card, CardActions, CardContent, CardHeader, FormControlLabel, LinearProgress, Radio, RadioGroup, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PhpSlider } from '../components/PhpSlider';
import { useJobRun } from '../components/useJobRun';
import { usePhp, usePhpMutations } from '../components/useSettings';
import { PHP_BOOLEAN_SETTINGS, PHP_NUMERIC_SETTINGS, type PhpSettings, type PhpSettingsBody, type PhpVersion } from '../contract';

const FIELDS = [...PHP_NUMERIC_SETTINGS, ...PHP_BOOLEAN_SETTINGS];
const valuesOf = (php: PhpSettings): PhpSettingsBody => Object.fromEntries(FIELDS.map((field) => [field, php[field]])) as PhpSettingsBody;

/** "PHP": the version, the limits and switches of `.user.ini`, each saved by a job (part 2 §2, §4). */
export default function PhpPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const php = usePhp(resource);
  const mutations = usePhpMutations(resource);
  const job = useJobRun(() => void mutations.reload());
  const [version, setVersion] = useState<PhpVersion | null>(null);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const form = useForm<PhpSettingsBody>();
  const { reset } = form;

  useEffect(() => {
    if (php.data && !job.running) {
      reset(valuesOf(php.data));
      setVersion(php.data.version);
    }
  }, [php.data, job.running, reset]);

  const busy = job.running || mutations.save.isPending || mutations.restore.isPending;
  const saveVersion = async () => {
    if (!version) return;
    try {
      const { job: id } = await mutations.save.mutateAsync({ version });
      await job.follow(id, t('hosting-settings.php.versionUpdated'));
    } catch (error) {
      publishError(error);
    }
  };
  const saveSettings = form.handleSubmit(async (body) => {
    try {
      const { job: id } = await mutations.save.mutateAsync(body);
      await job.follow(id, t('hosting-settings.php.settingsUpdated'));
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) publishError(error);
    }
  });
  const restore = () => {
    setConfirmRestore(false);
    mutations.restore.mutate(undefined, { onSuccess: () => notify(t('hosting-settings.php.restored'), { type: 'success' }) });
  };

  if (php.isPending) return <Skeleton variant="rectangular" height={320} />;
  if (php.isError) return <Alert severity="error">{php.error.message}</Alert>;

  return (
    <Stack spacing={2}>
      {job.running && (
        <Alert severity="info" icon={false} role="status">
          {t('hosting-settings.php.applying')}
          <LinearProgress sx={{ mt: 1 }} aria-label={t('hosting-settings.php.applying')} />
        </Alert>
      )}
      <Card>
        <CardHeader title={t('hosting-settings.php.versionTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" id="php-version-help">{t('hosting-settings.php.versionHelp')}</Typography>
          <RadioGroup row aria-label={t('hosting-settings.php.versionTitle')} aria-describedby="php-version-help" value={version ?? ''} onChange={(event) => setVersion(event.target.value as PhpVersion)}>
            {php.data.versions.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.text} disabled={busy} />
            ))}
          </RadioGroup>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button variant="contained" onClick={saveVersion} disabled={busy || version === php.data.version}>{t('hosting-settings.common.save')}</Button>
        </CardActions>
      </Card>

      <Card component="form" noValidate onSubmit={saveSettings} aria-labelledby="php-settings-title">
        <CardHeader title={t('hosting-settings.php.settingsTitle')} slotProps={{ title: { component: 'h2', variant: 'h6', id: 'php-settings-title' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('hosting-settings.php.settingsHelp')}</Typography>
          <Stack spacing={3}>
            {PHP_NUMERIC_SETTINGS.map((name) => (
              <Controller key={name} name={name} control={form.control}
                render={({ field, fieldState }) => <PhpSlider name={name} value={field.value} error={fieldState.error?.message} disabled={busy} onChange={field.onChange} />} />
            ))}
            {PHP_BOOLEAN_SETTINGS.map((name) => (
              <Controller key={name} name={name} control={form.control}
                render={({ field, fieldState }) => (
                  <Stack>
                    <FormControlLabel label={t(`hosting-settings.php.labels.${name}`)} disabled={busy}
                      control={<Switch checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />} />
                    {fieldState.error && <Typography variant="caption" color="error">{fieldState.error.message}</Typography>}
                  </Stack>
                )} />
            ))}
          </Stack>
          {form.formState.errors.root?.server && <Alert severity="error" sx={{ mt: 2 }}>{form.formState.errors.root.server.message}</Alert>}
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => setConfirmRestore(true)} disabled={busy}>{t('hosting-settings.php.restore')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{t('hosting-settings.common.save')}</Button>
        </CardActions>
      </Card>

      {confirmRestore && (
        <ConfirmDialog title={t('hosting-settings.php.restoreTitle')} question={t('hosting-settings.php.restoreQuestion')} confirmLabel={t('hosting-settings.php.restoreConfirm')}
          onConfirm={restore} onClose={() => setConfirmRestore(false)} />
      )}
    </Stack>
  );
}
