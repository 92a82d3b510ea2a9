import { Alert, Card, CardContent, Chip, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api, formatDateTime } from '@core';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATUS_PATH, type ServiceStatus } from '../contract';

const REFRESH_MS = 60_000;

export default function ServiceStatusPage() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['service-status'],
    queryFn: ({ signal }) => api<ServiceStatus>('GET', SERVICE_STATUS_PATH, { signal }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Card component="section" aria-labelledby="service-status-title">
      <CardContent>
        <Typography id="service-status-title" variant="h5" component="h1" gutterBottom>{t('service-status.title')}</Typography>
        <Typography color="text.secondary">{t('service-status.intro')}</Typography>
        {status.isPending && <LinearProgress sx={{ mt: 2 }} aria-label={t('service-status.title')} />}
        {status.isError && <Alert severity="warning" sx={{ mt: 2 }}>{t('service-status.failed')}</Alert>}
        {status.data && (
          <>
            <List aria-label={t('service-status.title')}>
              {status.data.components.map((component) => (
                <ListItem key={component.id} divider secondaryAction={<Chip size="small" color={component.state === 'operational' ? 'success' : 'warning'} label={t(`service-status.states.${component.state}`)} />}>
                  <ListItemText primary={t(`service-status.components.${component.id}`)} />
                </ListItem>
              ))}
            </List>
            <Typography variant="caption" color="text.secondary">{t('service-status.checkedAt', { time: formatDateTime(status.data.checkedAt) })}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
