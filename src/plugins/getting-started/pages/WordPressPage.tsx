import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { canAccess, LoadingOrFailed, pageAccess, pagePath, useCurrentUser, usePhone, type AccessHosting, type CurrentUser } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useChat } from '../../help/ui';
import { HostingStatusChip, useHostings } from '../../hosting/ui';

const WORDPRESS_PAGES = [
  { key: 'install', pattern: '/hosting/:resource/app/install', query: '?name=wordpress' },
  { key: 'list', pattern: '/hosting/:resource/apps', query: '?name=wordpress' },
] as const;

interface WordPressAction {
  key: (typeof WORDPRESS_PAGES)[number]['key'];
  to: string;
  enabled: boolean;
}

/**
 * "Instalar" and "Listar instalações" of one hosting: offered only where the pages' own access rules let this
 * user in (a guest without the website permission gets neither: the pages would send them back), and enabled
 * only while the hosting is Active (part 1 §2).
 */
function wordpressActions(hosting: AccessHosting, user: Pick<CurrentUser, 'id' | 'isAffiliate'>): WordPressAction[] {
  return WORDPRESS_PAGES.flatMap(({ key, pattern, query }) => {
    const access = pageAccess(pattern);
    const path = pagePath(pattern, { resource: hosting.domain });
    if (!access || !path) return [];
    const { hostingStatus, ...permission } = access;
    if (!canAccess(permission, { user, hosting })) return [];
    const enabled = !hostingStatus || hostingStatus.includes(hosting.status);
    return [{ key, to: `${path}${query}`, enabled }];
  });
}

/** /hosting/wordpress: the customer's hostings, each with "Instalar" and "Listar instalações". */
export default function WordPressPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const hostings = useHostings();
  const currentUser = useCurrentUser();
  // Interested in WordPress: the live chat, or without one the way to ask support for a trial (part 1 §8).
  const chat = useChat(t('getting-started.wordpress.trialWithoutChat'));
  const createPage = pagePath('/hosting/create');
  if (!hostings.data) return <LoadingOrFailed query={hostings} />;
  if (!currentUser.data) return <LoadingOrFailed query={currentUser} />;
  const user = currentUser.data;
  const list = hostings.data;
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{t('getting-started.wordpress.heading')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{t('getting-started.wordpress.intro')}</Typography>
        <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => chat.open()}>{t('getting-started.wordpress.askTrial')}</Button>}>
          {t('getting-started.wordpress.trial')}
        </Alert>
        {list.length === 0 ? (
          <Alert severity="info" action={createPage && <Button component={Link} to={`${createPage}?wordpress=1`}>{t('getting-started.wordpress.create')}</Button>}>
            {t('getting-started.wordpress.empty')}
          </Alert>
        ) : (
          <Table size="small" aria-label={t('getting-started.wordpress.heading')}>
            {!phone && (
              <TableHead>
                <TableRow>
                  <TableCell>{t('getting-started.wordpress.domain')}</TableCell>
                  <TableCell>{t('getting-started.wordpress.status')}</TableCell>
                  <TableCell align="right">{t('getting-started.wordpress.actions')}</TableCell>
                </TableRow>
              </TableHead>
            )}
            <TableBody>
              {list.map((h) => {
                const offered = wordpressActions(h, user);
                const actions = offered.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">{t('getting-started.wordpress.noPermission')}</Typography>
                ) : (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: phone ? 'flex-start' : 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                    {/* A disabled link is not a link: without Active the buttons are plain, disabled buttons. */}
                    {offered.map((action) => (
                      <Button key={action.key} size="small" variant={action.key === 'install' ? 'contained' : 'outlined'} disabled={!action.enabled}
                        {...(action.enabled ? { component: Link, to: action.to } : {})}
                        aria-label={`${t(`getting-started.wordpress.${action.key}`)} ${h.domain}`}>{t(`getting-started.wordpress.${action.key}`)}</Button>
                    ))}
                  </Stack>
                );
                return phone ? (
                  <TableRow key={h.domain}>
                    <TableCell>
                      <Stack spacing={1}>
                        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>{h.domain}</Typography>
                        <HostingStatusChip status={h.status} />
                        {actions}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={h.domain}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.domain}</TableCell>
                    <TableCell><HostingStatusChip status={h.status} /></TableCell>
                    <TableCell align="right">{actions}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
