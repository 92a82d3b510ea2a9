import { alertFailure } from '@core';
import { Alert, Card, CardContent, CardHeader, FormControlLabel, Grid, Skeleton, Stack, Switch } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SpamListCard } from '../components/SpamListCard';
import { useSpam, useSpamMutations } from '../components/useMailFeatures';

/** Antispam: the hosting's switch (reverts on failure) and the black and white lists (part 2 §2, §4). */
export default function AntispamPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const spam = useSpam(resource);
  const { setStatus } = useSpamMutations(resource);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (spam.data) setChecked(spam.data.status);
  }, [spam.data]);
  const toggle = (status: boolean) => {
    setChecked(status);
    setStatus.mutate(status, {
      onSuccess: () => notify(t('email.antispam.updated'), { type: 'success' }),
      onError: (error) => {
        setChecked(!status);
        alertFailure(error, t('email.antispam.toggleError'));
      },
    });
  };
  return (
    <Stack spacing={2}>
      <Card component="section" aria-label={t('email.antispam.title')}>
        <CardHeader title={t('email.antispam.title')} subheader={t('email.antispam.help')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          {spam.isPending && <Skeleton variant="rectangular" height={40} />}
          {spam.isError && <Alert severity="error">{spam.error.message}</Alert>}
          {spam.data && (
            <Stack spacing={1}>
              <FormControlLabel control={<Switch checked={checked} disabled={setStatus.isPending} onChange={(e) => toggle(e.target.checked)} />} label={t('email.antispam.toggle')} />
              {!checked && <Alert severity="warning">{t('email.antispam.off')}</Alert>}
            </Stack>
          )}
        </CardContent>
      </Card>
      {spam.data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}><SpamListCard resource={resource} list="blacklist" entries={spam.data.blacklist ?? []} /></Grid>
          <Grid size={{ xs: 12, md: 6 }}><SpamListCard resource={resource} list="whitelist" entries={spam.data.whitelist ?? []} /></Grid>
        </Grid>
      )}
    </Stack>
  );
}
