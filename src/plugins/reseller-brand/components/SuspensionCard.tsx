import { api, LoadingOrFailed, submitWith } from '@core';
import { maxLengthsOf, type z } from '@core/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, CardContent, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_SCREEN_DEFAULTS, suspensionScreenKeys, suspensionScreenPaths, suspensionScreenSchema, type SuspensionScreen } from '../../billing/contract';

const MAX = maxLengthsOf(suspensionScreenSchema);
const FIELDS = ['title', 'subtitle', 'bgColor', 'textColor'] as const;
const HEX = /^#[0-9a-f]{6}$/i;

type ScreenForm = z.input<typeof suspensionScreenSchema>;
type ScreenControl = Control<ScreenForm, unknown, SuspensionScreen>;

function ColorField({ control, name, label }: { control: ScreenControl; name: 'bgColor' | 'textColor'; label: string }) {
  const { t } = useTranslation();
  return (
    <Controller name={name} control={control} render={({ field, fieldState }) => (
      <TextField label={label} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref}
        error={!!fieldState.error} helperText={fieldState.error?.message}
        slotProps={{
          htmlInput: { maxLength: MAX[name] },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box component="input" type="color" aria-label={t('reseller-brand.suspension.pick', { field: label })}
                  value={HEX.test(field.value) ? field.value.toLowerCase() : '#000000'} onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
                  sx={{ width: 32, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }} />
              </InputAdornment>
            ),
          },
        }} />
    )} />
  );
}

function Preview({ control }: { control: ScreenControl }) {
  const { t } = useTranslation();
  const [title, subtitle, bgColor, textColor] = useWatch({ control, name: ['title', 'subtitle', 'bgColor', 'textColor'] });
  return (
    <Box component="figure" aria-label={t('reseller-brand.suspension.preview')}
      style={{ backgroundColor: HEX.test(bgColor) ? bgColor : SUSPENSION_SCREEN_DEFAULTS.bgColor, color: HEX.test(textColor) ? textColor : SUSPENSION_SCREEN_DEFAULTS.textColor }}
      sx={{ m: 0, p: 3, borderRadius: 1, textAlign: 'center', overflowWrap: 'anywhere' }}>
      <Typography variant="h6" component="p" sx={{ color: 'inherit' }}>{title}</Typography>
      {subtitle && <Typography variant="body2" sx={{ color: 'inherit' }}>{subtitle}</Typography>}
    </Box>
  );
}

/** "Tela de Suspensão" (part 1 §2, §4): what the user's suspended sites show; saved, or reset to the defaults. */
export default function SuspensionCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const screen = useQuery({ queryKey: suspensionScreenKeys.screen, queryFn: ({ signal }) => api<SuspensionScreen>('GET', suspensionScreenPaths.screen, { signal }) });
  const form = useForm<ScreenForm, unknown, SuspensionScreen>({ resolver: zodResolver(suspensionScreenSchema), defaultValues: SUSPENSION_SCREEN_DEFAULTS });
  const { register, control, handleSubmit, setError, formState, reset } = form;
  useEffect(() => {
    if (screen.data) reset(screen.data);
  }, [screen.data, reset]);
  const done = (saved: SuspensionScreen, message: string) => {
    client.setQueryData(suspensionScreenKeys.screen, saved);
    reset(saved);
    notify(message, { type: 'success' });
  };
  const restore = useMutation({
    mutationFn: () => api<SuspensionScreen>('POST', suspensionScreenPaths.reset),
    onSuccess: (saved) => done(saved, t('reseller-brand.suspension.restored')),
  });
  if (!screen.data) return <LoadingOrFailed query={screen} />;
  const { errors } = formState;
  return (
    <Card component="section" aria-labelledby="suspension-title">
      <CardContent>
        <Typography id="suspension-title" variant="h6" component="h2" gutterBottom>{t('reseller-brand.suspension.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('reseller-brand.suspension.help')}</Typography>
        <Stack component="form" noValidate spacing={2}
          onSubmit={handleSubmit((body) => submitWith(() => api<SuspensionScreen>('POST', suspensionScreenPaths.screen, { body }).then((saved) => done(saved, t('reseller-brand.suspension.saved'))), () => undefined, setError, FIELDS))}>
          <TextField label={t('reseller-brand.suspension.fields.title')} required {...register('title')} error={!!errors.title} helperText={errors.title?.message}
            slotProps={{ htmlInput: { maxLength: MAX.title } }} />
          <TextField label={t('reseller-brand.suspension.fields.subtitle')} {...register('subtitle')} error={!!errors.subtitle} helperText={errors.subtitle?.message}
            slotProps={{ htmlInput: { maxLength: MAX.subtitle } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ColorField control={control} name="bgColor" label={t('reseller-brand.suspension.fields.bgColor')} />
            <ColorField control={control} name="textColor" label={t('reseller-brand.suspension.fields.textColor')} />
          </Stack>
          <Preview control={control} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>{t(formState.isSubmitting ? 'shell.form.saving' : 'shell.form.save')}</Button>
            <Button disabled={restore.isPending} onClick={() => restore.mutate()}>{t('reseller-brand.suspension.reset')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
