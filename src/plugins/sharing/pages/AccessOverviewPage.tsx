import { Button, Card, CardContent, Chip, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { api, LoadingOrFailed, PERMISSION_FLAGS, SlotComponents, StackedCell, usePhone, type Permissions } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccessOverview } from '../contract';

function PermissionChips({ permissions }: { permissions: Permissions }) {
  const { t } = useTranslation();
  const granted = PERMISSION_FLAGS.filter((flag) => permissions[flag]);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {granted.map((flag) => <Chip key={flag} size="small" label={t(`sharing.permissions.${flag}`)} />)}
    </Stack>
  );
}

/**
 * /user/access: the owner's hostings with their guests, the hostings shared with the user, and
 * below them the `user.access.cards` slot (API tokens, Logotipo, Tela de Suspensão: part 1 §2).
 */
export default function AccessOverviewPage() {
  const { t } = useTranslation();
  const phone = usePhone();
  const overview = useQuery({ queryKey: ['user', 'access'], queryFn: ({ signal }) => api<AccessOverview>('GET', '/user/access', { signal }) });
  const title = <Typography variant="h4" component="h1">{t('sharing.overview.title')}</Typography>;
  if (!overview.data) return <LoadingOrFailed query={overview} heading={title} />;
  const { owned, sharedWithMe } = overview.data;
  return (
    <Stack spacing={3}>
      {title}
      <Card component="section" aria-labelledby="owned-title">
        <CardContent>
          <Typography id="owned-title" variant="h6" component="h2" gutterBottom>{t('sharing.overview.owned')}</Typography>
          {owned.length === 0 ? <Typography>{t('sharing.overview.noHostings')}</Typography> : (
            <Table aria-labelledby="owned-title" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('sharing.columns.domain')}</TableCell>
                  {!phone && <TableCell>{t('sharing.columns.guests')}</TableCell>}
                  {!phone && <TableCell align="right">{t('sharing.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {owned.map((h) => {
                  const guests = h.guests.length === 0 ? t('sharing.overview.noGuests') : h.guests.map((g) => g.email).join(', ');
                  const manage = (
                    <Button component={Link} to={`/user/access/${h.domain}`} aria-label={t('sharing.overview.manageFor', { domain: h.domain })}>
                      {t('sharing.overview.manage')}
                    </Button>
                  );
                  return phone ? (
                    <TableRow key={h.domain}>
                      <TableCell><StackedCell primary={h.domain} details={[{ label: t('sharing.columns.guests'), value: guests }]} actions={manage} /></TableCell>
                    </TableRow>
                  ) : (
                    <TableRow key={h.domain}>
                      <TableCell>{h.domain}</TableCell>
                      <TableCell>{guests}</TableCell>
                      <TableCell align="right">{manage}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="shared-title">
        <CardContent>
          <Typography id="shared-title" variant="h6" component="h2" gutterBottom>{t('sharing.overview.sharedWithMe')}</Typography>
          {sharedWithMe.length === 0 ? <Typography>{t('sharing.overview.nothingShared')}</Typography> : (
            <Table aria-labelledby="shared-title" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('sharing.columns.domain')}</TableCell>
                  {!phone && <TableCell>{t('sharing.columns.owner')}</TableCell>}
                  {!phone && <TableCell>{t('sharing.columns.permissions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {sharedWithMe.map((s) => {
                  const link = <MuiLink component={Link} to={`/hosting/${s.domain}`}>{s.domain}</MuiLink>;
                  return phone ? (
                    <TableRow key={s.domain}>
                      <TableCell>
                        <StackedCell primary={link}
                          details={[{ label: t('sharing.columns.owner'), value: s.ownerName }, { label: t('sharing.columns.permissions'), value: <PermissionChips permissions={s.permissions} /> }]} />
                      </TableCell>
                    </TableRow>
                  ) : (
                    <TableRow key={s.domain}>
                      <TableCell>{link}</TableCell>
                      <TableCell>{s.ownerName}</TableCell>
                      <TableCell><PermissionChips permissions={s.permissions} /></TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <SlotComponents slot="user.access.cards" />
    </Stack>
  );
}
