import { alertFailure, api, applyFieldErrors, ConfirmDialog, PageLoading, showAlert } from '@core';
import { Box, Button, Card, CardContent, FormHelperText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLogoExtension, LOGO_ACCEPT, LOGO_PATHS, LOGO_PREVIEW_MAX_HEIGHT, LOGO_TEXTS, type Logo } from '../contract';

const KEY = ['user', 'logo'] as const;

/** "Logotipo" (part 1 §2): jpg or png, previewed at most 80 px high; removal asks first. */
export default function LogoCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const logo = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<Logo>('GET', LOGO_PATHS.mine, { signal }) });
  const save = useMutation({
    mutationFn: (file: File | null) => {
      const body = new FormData();
      if (file) body.append('logo', file);
      return api<Logo>('POST', LOGO_PATHS.mine, { body });
    },
    onSuccess: (answer) => {
      setFieldError(null);
      client.setQueryData(KEY, answer);
    },
    onError: (error) => {
      if (!applyFieldErrors(error, (_field, e) => setFieldError(e.message ?? null), ['logo'])) alertFailure(error, t('reseller-brand.logo.failed'));
    },
  });

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!hasLogoExtension(file.name)) {
      showAlert({ message: LOGO_TEXTS.wrongType });
      return;
    }
    save.mutate(file);
  };

  return (
    <Card component="section" aria-labelledby="logo-title">
      <CardContent>
        <Typography id="logo-title" variant="h6" component="h2" gutterBottom>{t('reseller-brand.logo.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('reseller-brand.logo.help')}</Typography>
        {!logo.data ? <PageLoading /> : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {logo.data.logo ? (
              <Box component="img" src={logo.data.logo} alt={t('reseller-brand.logo.current')}
                sx={{ maxHeight: LOGO_PREVIEW_MAX_HEIGHT, maxWidth: '100%', objectFit: 'contain' }} />
            ) : (
              <Typography>{t('reseller-brand.logo.none')}</Typography>
            )}
            <input ref={input} type="file" accept={LOGO_ACCEPT} hidden aria-label={t('reseller-brand.logo.file')} onChange={(e) => choose(e.target.files?.[0])} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={save.isPending} onClick={() => input.current?.click()}>
                {t(logo.data.logo ? 'reseller-brand.logo.replace' : 'reseller-brand.logo.choose')}
              </Button>
              {logo.data.logo && (
                <Button color="error" disabled={save.isPending} onClick={() => setConfirming(true)}>{t('reseller-brand.logo.remove')}</Button>
              )}
            </Stack>
            {fieldError && <FormHelperText error>{fieldError}</FormHelperText>}
          </Stack>
        )}
      </CardContent>
      {confirming && (
        <ConfirmDialog title={t('reseller-brand.logo.removeTitle')} question={LOGO_TEXTS.removeQuestion} onClose={() => setConfirming(false)}
          onConfirm={() => { setConfirming(false); save.mutate(null); }} />
      )}
    </Card>
  );
}
