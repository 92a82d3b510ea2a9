import { alertFailure, fillPath } from '@core';
import { Alert, Card, CardContent, CardHeader, FormControlLabel, Link, Skeleton, Switch } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountMutations, useAccountSpam } from './useMailFeatures';

/** Per-account antispam: offered only while the hosting's antispam is on; the toggle reverts on failure (part 2 §4, §5). */
export function AccountSpamCard({ resource, email }: { resource: string; email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useAccountSpam(resource, email);
  const { setSpam } = useAccountMutations(resource, email);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (query.data) setChecked(query.data.status);
  }, [query.data]);
  const toggle = (status: boolean) => {
    setChecked(status);
    setSpam.mutate(status, {
      onSuccess: () => notify(t('email.antispam.updated'), { type: 'success' }),
      onError: (error) => {
        setChecked(!status);
        alertFailure(error, t('email.antispam.toggleError'));
      },
    });
  };
  return (
    <Card component="section" aria-label={t('email.account.spamTitle')}>
      <CardHeader title={t('email.account.spamTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending && <Skeleton variant="rectangular" height={40} />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {query.data && !query.data.global && (
          <Alert severity="warning">
            {t('email.antispam.globalOff')}{' '}
            <Link component={RouterLink} to={fillPath('/hosting/:resource/antispam', { resource })}>{t('email.antispam.goToTab')}</Link>
          </Alert>
        )}
        {query.data?.global && (
          <FormControlLabel control={<Switch checked={checked} disabled={setSpam.isPending} onChange={(e) => toggle(e.target.checked)} />} label={t('email.account.spamLabel')} />
        )}
      </CardContent>
    </Card>
  );
}
