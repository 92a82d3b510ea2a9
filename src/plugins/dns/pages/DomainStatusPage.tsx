import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, Card, CardContent, CardHeader, IconButton, List, ListItem, ListItemText, Skeleton, Tooltip, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDomainStatus } from '../components/useZone';

function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    notify(t('dns.status.copied'), { type: 'info' });
  };
  return (
    <Tooltip title={t('dns.status.copy', { value })}>
      <IconButton edge="end" onClick={copy} aria-label={t('dns.status.copy', { value })}><ContentCopy fontSize="small" /></IconButton>
    </Tooltip>
  );
}

/** The "Status" tab: whether the domain points here, and the DNS servers to use (part 2 §2). */
export default function DomainStatusPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const status = useDomainStatus(resource);
  const data = status.data;
  return (
    <Card>
      <CardHeader title={t('dns.status.heading')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {status.isPending && <Skeleton variant="rectangular" height={160} />}
        {data && (
          <>
            <Alert severity={data.configured ? 'success' : 'warning'} sx={{ mb: 2 }}>
              {t(data.configured ? 'dns.status.configured' : 'dns.status.notConfigured', { domain: data.domain })}
            </Alert>
            <Typography variant="subtitle1" component="h3">{t('dns.status.recommended')}</Typography>
            <Typography variant="body2" color="text.secondary">{t('dns.status.instructions')}</Typography>
            <List dense aria-label={t('dns.status.recommended')}>
              {data.nameservers.map((ns) => (
                <ListItem key={ns} secondaryAction={<CopyButton value={ns} />}><ListItemText primary={ns} /></ListItem>
              ))}
            </List>
            <Typography variant="body2">{t('dns.status.serverIp')}: <strong>{data.serverIp}</strong></Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
