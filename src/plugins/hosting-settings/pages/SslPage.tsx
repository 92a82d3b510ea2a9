import { alertFailure, formatDate, pagePath } from '@core';
import { Alert, Button, Card, CardContent, CardHeader, CircularProgress, FormControlLabel, Link, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSsl, useSslMutations } from '../components/useSettings';

/**
 * "HTTPS": the certificate (checking, active with its expiry, or inactive with Ativar), why its last
 * issue or renewal failed, and the always-HTTPS switch (part 2 §2, §4).
 */
export default function SslPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const ssl = useSsl(resource);
  const mutations = useSslMutations(resource);
  /** The switch shows the wish at once and goes back to the server's state if the change fails. */
  const [pending, setPending] = useState<boolean | null>(null);
  const domainTab = pagePath('/hosting/:resource/domain', { resource });

  if (ssl.isPending) return <Skeleton variant="rectangular" height={240} />;
  if (ssl.isError) return <Alert severity="error">{ssl.error.message}</Alert>;
  const status = ssl.data;
  const redirect = pending ?? status.redirect;

  const toggle = (value: boolean) => {
    setPending(value);
    mutations.redirect.mutate(value, {
      onError: (error) => alertFailure(error, t('hosting-settings.ssl.redirectError')),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader title={t('hosting-settings.ssl.certificate')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            {status.active && <Alert severity="success">{t('hosting-settings.ssl.active', { domain: resource })}</Alert>}
            {status.active && status.expiresAt && (
              <Typography variant="body2" data-testid="ssl-expiry">{t('hosting-settings.ssl.expires', { date: formatDate(status.expiresAt) })}</Typography>
            )}
            {status.checking && (
              <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">{t('hosting-settings.ssl.checking')}</Alert>
            )}
            {!status.active && !status.checking && (
              <Alert severity="warning"
                action={status.registered && (
                  <Button color="inherit" size="small" onClick={() => mutations.enable.mutate()} disabled={mutations.enable.isPending}>
                    {t(mutations.enable.isPending ? 'hosting-settings.ssl.activating' : 'hosting-settings.ssl.activate')}
                  </Button>
                )}>
                {t('hosting-settings.ssl.inactive', { domain: resource })}
              </Alert>
            )}
            {status.failure && (
              <Alert severity={status.active ? 'warning' : 'error'} data-testid="ssl-failure">
                {t(status.active ? 'hosting-settings.ssl.renewalFailed' : status.checking ? 'hosting-settings.ssl.failedRetrying' : 'hosting-settings.ssl.failed', { reason: status.failure })}
              </Alert>
            )}
            {!status.active && !status.checking && !status.registered && (
              <Typography variant="body2" data-testid="ssl-not-registered">
                {t('hosting-settings.ssl.notRegisteredBefore')}
                {domainTab ? <Link component={RouterLink} to={domainTab}>{t('hosting-settings.ssl.notRegisteredLink')}</Link> : t('hosting-settings.ssl.notRegisteredLink')}
                {t('hosting-settings.ssl.notRegisteredAfter')}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">{t('hosting-settings.ssl.about')}</Typography>
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('hosting-settings.ssl.redirectTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={1}>
            <FormControlLabel label={t('hosting-settings.ssl.redirect')} disabled={!status.active || pending !== null}
              control={<Switch checked={redirect} onChange={(event) => toggle(event.target.checked)} />} />
            {!status.active && <Typography variant="body2" color="text.secondary">{t('hosting-settings.ssl.redirectHelp')}</Typography>}
            {status.appConflict && <Alert severity="warning">{t('hosting-settings.ssl.appConflict', { app: status.appConflict })}</Alert>}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
