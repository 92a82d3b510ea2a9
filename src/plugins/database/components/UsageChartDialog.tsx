import { dayjs } from '@core';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USAGE_CHART_HEIGHT, USAGE_PERIODS, yAxisMax, type UsagePeriod } from '../contract';
import { useDatabaseUsage } from './useDatabases';

interface Props {
  resource: string;
  dbname: string;
  onClose: () => void;
}

/** "Conexões": the MySQL database's open connections over 1, 6 or 12 hours, refreshed every 60 s (part 2 §9). */
export function UsageChartDialog({ resource, dbname, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [period, setPeriod] = useState<UsagePeriod>(1);
  const usage = useDatabaseUsage(resource, dbname, period);
  const entries = Object.entries(usage.data ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const times = entries.map(([time]) => new Date(time));
  const connections = entries.map(([, point]) => point.connections);
  const limit = entries.find(([, point]) => point.limit !== undefined)?.[1].limit;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>{t('database.usage.title', { dbname })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select size="small" label={t('database.usage.period')} value={period} onChange={(event) => setPeriod(Number(event.target.value) as UsagePeriod)} sx={{ maxWidth: 200 }}>
            {USAGE_PERIODS.map((hours) => <MenuItem key={hours} value={hours}>{t('database.usage.hours', { count: hours })}</MenuItem>)}
          </TextField>
          {usage.isError && <Alert severity="error">{t('database.usage.error')}</Alert>}
          {usage.isPending ? (
            <Skeleton variant="rectangular" height={USAGE_CHART_HEIGHT} />
          ) : (
            <LineChart
              height={USAGE_CHART_HEIGHT}
              skipAnimation
              grid={{ horizontal: true }}
              xAxis={[{ data: times, scaleType: 'point', valueFormatter: (value: Date) => dayjs(value).format('HH:mm') }]}
              yAxis={[{ min: 0, max: yAxisMax(connections), tickMinStep: 1 }]}
              series={[{ data: connections, label: t('database.usage.connections'), area: true, showMark: false }]}
            />
          )}
          {limit !== undefined && <Typography variant="body2" color="text.secondary">{t('database.usage.limit', { count: limit })}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('database.usage.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
