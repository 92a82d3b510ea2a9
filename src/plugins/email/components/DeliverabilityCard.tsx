import { alertFailure, useCanAccess } from '@core';
import { Alert, Button, Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { RecordState } from '../deliverability';
import { useDeliverability, useFixDeliverability } from './useMailFeatures';

const STATE_COLOR: Record<RecordState, 'success' | 'error' | 'warning'> = { ok: 'success', missing: 'error', different: 'warning' };

/** Beyond the spec: SPF, DKIM and DMARC the domain needs, checked against the hosting's zone, with a one-click fix when the zone is served here. */
export function DeliverabilityCard({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useDeliverability(resource);
  const fix = useFixDeliverability(resource);
  const canEditDns = useCanAccess({ rule: 'hasDomain' });
  const data = query.data;
  const wrong = data?.records.filter((r) => r.state !== 'ok').length ?? 0;
  const repair = () =>
    fix.mutate(undefined, {
      onSuccess: () => notify(t('email.deliverability.fixed'), { type: 'success' }),
      onError: (error) => alertFailure(error, t('email.deliverability.fixError')),
    });
  return (
    <Card component="section" aria-label={t('email.deliverability.title')}>
      <CardHeader title={t('email.deliverability.title')} subheader={t('email.deliverability.help')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={data?.hostedHere && wrong > 0 && canEditDns && (
          <Button size="small" variant="contained" disabled={fix.isPending} onClick={repair}>{t(fix.isPending ? 'email.deliverability.fixing' : 'email.deliverability.fix')}</Button>
        )} />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending && <Skeleton variant="rectangular" height={120} />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {data && (
          <Stack spacing={2}>
            {wrong === 0 && <Alert severity="success">{t('email.deliverability.allOk')}</Alert>}
            {wrong > 0 && !data.hostedHere && <Alert severity="info">{t('email.deliverability.elsewhere')}</Alert>}
            {data.records.map((record) => (
              <Stack key={record.kind} spacing={0.5} component="article" aria-label={record.kind}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{record.kind}</Typography>
                  <Chip size="small" color={STATE_COLOR[record.state]} label={t(`email.deliverability.state.${record.state}`)} />
                </Stack>
                <Typography variant="body2" color="text.secondary">{t('email.deliverability.where', { type: record.type, name: record.name ? `${record.name}.${data.domain}` : data.domain })}</Typography>
                <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}>{record.value}</Typography>
                {record.found && <Typography variant="body2" color="warning.main" sx={{ wordBreak: 'break-all' }}>{t('email.deliverability.found', { value: record.found })}</Typography>}
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
