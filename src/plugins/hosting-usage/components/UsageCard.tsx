import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { dayjs } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DANGER_FROM, type HostingUsage } from '../contract';
import { useUsage } from './useUsage';

const MEASURES = ['cpu', 'ram', 'disk', 'databases', 'emails'] as const satisfies readonly (keyof HostingUsage)[];

const formatPercent = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** The summary's resource card: each measure as a labelled bar, red from the danger level up. */
export default function UsageCard() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const usage = useUsage(resource);
  return (
    <Card component="section" aria-labelledby="usage-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="usage-title" variant="h6" component="h2">{t('hosting-usage.usage.title')}</Typography>
          <Button component={Link} to={`/hosting/${resource}/charts`} size="small">{t('hosting-usage.usage.charts')}</Button>
        </Stack>
        {usage.isError && !usage.data && <Alert severity="warning">{t('hosting-usage.usage.failed')}</Alert>}
        {usage.isPending && <LinearProgress aria-label={t('hosting-usage.usage.title')} />}
        {usage.data && (
          <>
            <Stack spacing={1.5} component="dl" sx={{ m: 0 }}>
              {MEASURES.map((measure) => {
                const value = usage.data[measure];
                const id = `usage-${measure}`;
                return (
                  <div key={measure}>
                    <Typography component="dt" variant="body2" id={id}>{t(`hosting-usage.usage.${measure}`)}</Typography>
                    <Stack component="dd" direction="row" spacing={1} sx={{ m: 0, alignItems: 'center' }}>
                      {/* A reading, not a task in progress: a meter, so nothing mistakes it for loading. */}
                      <LinearProgress role="meter" variant="determinate" value={value} color={value >= DANGER_FROM ? 'error' : 'primary'} aria-labelledby={id} sx={{ flex: 1 }} />
                      <Typography variant="body2" sx={{ minWidth: '3.5rem', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatPercent(value)}</Typography>
                    </Stack>
                  </div>
                );
              })}
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>{t('hosting-usage.usage.updatedAt', { time: dayjs.unix(usage.data.timestamp).format('HH:mm:ss') })}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
