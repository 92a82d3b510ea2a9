import { Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { api, LoadingOrFailed } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AffiliateSummary } from '../contract';

/** /affiliate (affiliates only): the affiliate link. */
export default function AffiliatePage() {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['affiliate'], queryFn: ({ signal }) => api<AffiliateSummary>('GET', '/affiliate', { signal }) });
  if (!summary.data) return <LoadingOrFailed query={summary} />;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">{t('affiliate.title')}</Typography>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography>{t('affiliate.intro')}</Typography>
            <TextField label={t('affiliate.link')} value={summary.data.link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
