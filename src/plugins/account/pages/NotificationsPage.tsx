import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { api, formatDateTime, LoadingOrFailed } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountNotification } from '../contract';

export default function NotificationsPage() {
  const { t } = useTranslation();
  const notifications = useQuery({
    queryKey: ['user', 'notifications'],
    queryFn: ({ signal }) => api<AccountNotification[]>('GET', '/user/notifications', { signal }),
  });
  if (!notifications.data) return <LoadingOrFailed query={notifications} />;
  const unread = notifications.data.some((n) => !n.read);
  const markRead = async () => {
    await api('POST', '/user/notifications/read');
    await notifications.refetch();
  };
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">{t('account.notifications.title')}</Typography>
        {unread && <Button onClick={() => void markRead()}>{t('account.notifications.markRead')}</Button>}
      </Stack>
      <Card>
        <CardContent>
          {notifications.data.length === 0 ? (
            <Typography>{t('account.notifications.empty')}</Typography>
          ) : (
            <List aria-label={t('account.notifications.title')}>
              {notifications.data.map((n) => (
                <ListItem key={n.id} disableGutters>
                  <Alert severity={n.type} variant={n.read ? 'outlined' : 'standard'} sx={{ width: '100%' }}>
                    <ListItemText primary={n.message} secondary={formatDateTime(n.createdAt)} slotProps={{ primary: { fontWeight: n.read ? 400 : 700 } }} />
                  </Alert>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
