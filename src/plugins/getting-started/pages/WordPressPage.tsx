import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LoadingOrFailed, pagePath, usePhone } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HostingStatusChip, useHostings } from '../../hosting/ui';

/** Where a hosting's WordPress is installed and listed; both only while the hosting is Active (part 1 §2). */
export function wordpressLinks(domain: string) {
  return {
    install: `/hosting/${domain}/app/install?name=wordpress`,
    list: `/hosting/${domain}/apps?name=wordpress`,
  };
}

/** /hosting/wordpress: the customer's hostings, each with "Instalar" and "Listar instalações". */
export default function WordPressPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const hostings = useHostings();
  const createPage = pagePath('/hosting/create');
  if (!hostings.data) return <LoadingOrFailed query={hostings} />;
  const list = hostings.data;
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{t('getting-started.wordpress.heading')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{t('getting-started.wordpress.intro')}</Typography>
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
                const active = h.status === 'Active';
                const links = wordpressLinks(h.domain);
                const actions = (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: phone ? 'flex-start' : 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                    {/* A disabled link is not a link: without Active the buttons are plain, disabled buttons. */}
                    <Button size="small" variant="contained" disabled={!active} {...(active ? { component: Link, to: links.install } : {})}
                      aria-label={`${t('getting-started.wordpress.install')} ${h.domain}`}>{t('getting-started.wordpress.install')}</Button>
                    <Button size="small" variant="outlined" disabled={!active} {...(active ? { component: Link, to: links.list } : {})}
                      aria-label={`${t('getting-started.wordpress.list')} ${h.domain}`}>{t('getting-started.wordpress.list')}</Button>
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
