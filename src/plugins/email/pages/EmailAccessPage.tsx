import ContentCopy from '@mui/icons-material/ContentCopy';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Card, CardContent, CardHeader, Grid, IconButton, List, ListItem, ListItemText, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { FirstQueries } from '@core';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DeliverabilityCard } from '../components/DeliverabilityCard';
import { emailDataQuery, useEmailData } from '../components/useEmail';
import type { MailServer } from '../contract';

function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    notify(t('email.common.copied'), { type: 'info' });
  };
  return (
    <Tooltip title={t('email.common.copy', { value })}>
      <IconButton edge="end" onClick={copy} aria-label={t('email.common.copy', { value })}><ContentCopy fontSize="small" /></IconButton>
    </Tooltip>
  );
}

function ServerBlock({ title, icon, server }: { title: string; icon: ReactNode; server: MailServer }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('email.access.host'), server.host],
    [t('email.access.imap'), String(server.imap)],
    [t('email.access.pop3'), String(server.pop3)],
    [t('email.access.smtp'), String(server.smtp)],
  ];
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader avatar={icon} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding>
          {rows.map(([label, value]) => (
            <ListItem key={label} disableGutters secondaryAction={<CopyButton value={value} />}>
              <ListItemText primary={label} secondary={value} slotProps={{ secondary: { sx: { wordBreak: 'break-all', color: 'text.primary', fontWeight: 500 } } }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** The servers' card sits above Entregabilidade: the page is drawn once it is in. */
export const firstQueries: FirstQueries = ({ resource = '' }) => [emailDataQuery(resource, 'config')];

/** "Dados de acesso": host and ports for mail clients, with and without SSL (part 2 §2). */
export default function EmailAccessPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const query = useEmailData(resource, 'config');
  const config = query.data?.config;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('email.access.help')}</Typography>
      {query.isPending && <Skeleton variant="rectangular" height={200} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {config && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ServerBlock title={t('email.access.secure')} icon={<LockOutlined color="success" />} server={config.secure} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ServerBlock title={t('email.access.insecure')} icon={<LockOpenOutlined color="warning" />} server={config.insecure} />
          </Grid>
        </Grid>
      )}
      <DeliverabilityCard resource={resource} />
    </Stack>
  );
}
