import { Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { formatDate, PERMISSION_FLAGS, SlotComponents } from '@core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { HostingStatusChip } from '../components/HostingStatusChip';
import { QuickLinks } from '../components/QuickLinks';
import { useHosting } from '../components/useHostings';

/** The hosting's facts, the first-steps links right after creation, and the cards other plugins add (usage). */
export default function HostingSummary() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const [params] = useSearchParams();
  const hosting = useHosting(resource).data;
  if (!hosting) return null;
  const facts: [string, ReactNode][] = [
    [t('hosting.summary.status'), <HostingStatusChip key="status" status={hosting.status} />],
    [t('hosting.summary.plan'), hosting.plan],
    [t('hosting.summary.server'), hosting.server],
    [t('hosting.summary.serverIp'), hosting.serverIp],
    [t('hosting.summary.region'), hosting.regionName],
    [t('hosting.summary.alternative'), hosting.domainAlt],
    [t('hosting.summary.createdAt'), formatDate(hosting.createdAt)],
  ];
  return (
    <Stack spacing={2}>
      {params.get('created') === '1' && <QuickLinks domain={hosting.domain} />}
      <Card component="section" aria-labelledby="summary-title">
        <CardContent>
          <Typography id="summary-title" variant="h6" component="h2" gutterBottom>{t('hosting.summary.title')}</Typography>
          <Grid container spacing={2} component="dl">
            {facts.map(([label, value]) => (
              <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
                <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
                <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
              </Grid>
            ))}
          </Grid>
          {hosting.isGuest && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
              <Typography variant="body2">{t('hosting.summary.permissions')}:</Typography>
              {PERMISSION_FLAGS.filter((flag) => hosting.permissions[flag]).map((flag) => (
                <Chip key={flag} size="small" label={t(`hosting.summary.${flag}`)} />
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <SlotComponents slot="hosting.summary.cards" fallback={null} />
    </Stack>
  );
}
