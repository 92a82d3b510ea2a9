import { applyFieldErrors, publishError } from '@core';
import { Alert, Button, Card, CardActions, CardContent, CardHeader, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHP_BOOLEAN_SETTINGS, PHP_NUMERIC_SETTINGS, type PhpSettingsBody } from '../contract';
import { PhpSlider } from './PhpSlider';

const FIELDS = [...PHP_NUMERIC_SETTINGS, ...PHP_BOOLEAN_SETTINGS];

interface Props {
  values: PhpSettingsBody;
  busy: boolean;
  onSave: (body: PhpSettingsBody) => Promise<unknown>;
  onRestore: () => void;
}

/** The sliders and switches of `.user.ini`; mounted with the values read, so a reload starts afresh. */
export function PhpSettingsForm({ values, busy, onSave, onRestore }: Props) {
  const { t } = useTranslation();
  const form = useForm<PhpSettingsBody>({ defaultValues: values });
  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, FIELDS)) publishError(error);
    }
  });
  return (
    <Card component="form" noValidate onSubmit={submit} aria-labelledby="php-settings-title">
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
        <Button onClick={onRestore} disabled={busy}>{t('hosting-settings.php.restore')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>{t('hosting-settings.common.save')}</Button>
      </CardActions>
    </Card>
  );
}
