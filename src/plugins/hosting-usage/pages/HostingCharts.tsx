import { Alert, Button, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { dayjs } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DangerArea } from '../components/DangerArea';
import { useStatistics } from '../components/useUsage';
import { PERIOD_SHAPE, STATISTICS_PERIODS, type HostingStatistics, type StatisticsPeriod } from '../contract';

const CHART_HEIGHT = 300;

/** Axis labels: times of day within a day, dates beyond. */
const tickFormat = (period: StatisticsPeriod) => (value: Date) => dayjs(value).format(period === 'W' || period === 'M' ? 'DD/MM' : 'HH:mm');

function UsageChart({ title, measure, statistics, period }: { title: string; measure: 'cpu' | 'ram'; statistics: HostingStatistics; period: StatisticsPeriod }) {
  const { t } = useTranslation();
  const times = Object.keys(statistics).map((key) => new Date(Number(key) * 1000));
  const values = Object.values(statistics).map((point) => point[measure]);
  const { tick } = PERIOD_SHAPE[period];
  const first = times[0]?.getTime() ?? 0;
  const ticks = times.filter((time) => ((time.getTime() - first) / 1000) % tick === 0);
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">{title}</Typography>
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ data: times, scaleType: 'time', tickInterval: ticks, valueFormatter: tickFormat(period) }]}
          yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
          series={[{ data: values, label: title, showMark: false, area: true, valueFormatter: (value) => `${value ?? 0}%` }]}
          hideLegend
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.2 } }}
        >
          <DangerArea label={t('hosting-usage.charts.danger')} />
        </LineChart>
      </CardContent>
    </Card>
  );
}

/** CPU and RAM over a chosen period (1 h in 15 min steps, 6 h, 24 h, 7 and 30 days), refreshed every 10 s. */
export default function HostingCharts() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const [period, setPeriod] = useState<StatisticsPeriod>('1');
  const statistics = useStatistics(resource, period);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="period-label">{t('hosting-usage.charts.period')}</Typography>
        <ToggleButtonGroup exclusive size="small" value={period} onChange={(_e, value: StatisticsPeriod | null) => value && setPeriod(value)} aria-labelledby="period-label">
          {STATISTICS_PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>{t(`hosting-usage.charts.periods.${p}`)}</ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {statistics.isError && !statistics.data && (
        <Alert severity="warning" action={<Button color="inherit" onClick={() => void statistics.refetch()}>{t('hosting-usage.charts.retry')}</Button>}>
          {t('hosting-usage.charts.failed')}
        </Alert>
      )}
      {statistics.data && (
        <>
          <UsageChart title={t('hosting-usage.charts.cpu')} measure="cpu" statistics={statistics.data} period={period} />
          <UsageChart title={t('hosting-usage.charts.ram')} measure="ram" statistics={statistics.data} period={period} />
        </>
      )}
    </Stack>
  );
}
