import { ConfirmDialog, publishError } from '@core';
import { Alert, Button, Card, CardActions, CardContent, CardHeader, FormControlLabel, LinearProgress, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PhpSettingsForm } from '../components/PhpSettingsForm';
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

  const busy = job.running || mutations.save.isPending || mutations.restore.isPending;
  const saveVersion = async (chosen: PhpVersion) => {
    try {
      const { job: id } = await mutations.save.mutateAsync({ version: chosen });
      await job.follow(id, t('hosting-settings.php.versionUpdated'));
      setVersion(null);
    } catch (error) {
      publishError(error);
    }
  };
  const saveSettings = async (body: PhpSettingsBody) => {
    const { job: id } = await mutations.save.mutateAsync(body);
    await job.follow(id, t('hosting-settings.php.settingsUpdated'));
  };
  const restore = () => {
    setConfirmRestore(false);
    mutations.restore.mutate(undefined, { onSuccess: () => notify(t('hosting-settings.php.restored'), { type: 'success' }) });
  };

  if (php.isPending) return <Skeleton variant="rectangular" height={320} />;
  if (php.isError) return <Alert severity="error">{php.error.message}</Alert>;
  const chosen = version ?? php.data.version;
  const values = valuesOf(php.data);

  return (
    <Stack spacing={2}>
      {job.running && (
        <Alert severity="info" icon={false} role="status">
          {t('hosting-settings.php.applying')}
          <LinearProgress sx={{ mt: 1 }} aria-label={t('hosting-settings.php.applying')} />
        </Alert>
      )}
      <Card component="section" aria-labelledby="php-version-title">
        <CardHeader title={t('hosting-settings.php.versionTitle')} slotProps={{ title: { component: 'h2', variant: 'h6', id: 'php-version-title' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" id="php-version-help">{t('hosting-settings.php.versionHelp')}</Typography>
          <RadioGroup row aria-labelledby="php-version-title" aria-describedby="php-version-help" value={chosen} onChange={(event) => setVersion(event.target.value as PhpVersion)}>
            {php.data.versions.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.text} disabled={busy} />
            ))}
          </RadioGroup>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button variant="contained" onClick={() => void saveVersion(chosen)} disabled={busy || chosen === php.data.version}>{t('hosting-settings.common.save')}</Button>
        </CardActions>
      </Card>

      {/* Remounted with what the server holds after each save or restore. */}
      <PhpSettingsForm key={JSON.stringify(values)} values={values} busy={busy} onSave={saveSettings} onRestore={() => setConfirmRestore(true)} />

      {confirmRestore && (
        <ConfirmDialog title={t('hosting-settings.php.restoreTitle')} question={t('hosting-settings.php.restoreQuestion')} confirmLabel={t('hosting-settings.php.restoreConfirm')}
          onConfirm={restore} onClose={() => setConfirmRestore(false)} />
      )}
    </Stack>
  );
}
