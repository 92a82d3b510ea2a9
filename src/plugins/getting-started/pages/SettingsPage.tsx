import { Card, CardContent, FormControlLabel, List, ListItemButton, ListItemText, Stack, Switch, Typography, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertFailure, api, pagePath, SlotComponents } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { startTutorial } from '../../help/ui';
import { surveyPaths, type SurveyFlags } from '../../surveys/contract';

const FLAGS_KEY = ['surveys', 'flags'];

/** /settings: account preferences, links to the account pages, and the cards other plugins put in `settings.cards`. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const flags = useQuery({ queryKey: FLAGS_KEY, queryFn: ({ signal }) => api<SurveyFlags>('GET', surveyPaths.flags, { signal }) }).data;
  const save = useMutation({
    mutationFn: (hide: boolean) => api('POST', surveyPaths.preferences, { body: { preferences: { hide_auto_recharge_alert: hide } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: FLAGS_KEY }),
    onError: (error) => alertFailure(error, t('getting-started.settings.saveFailed')),
    meta: { handlesErrors: true },
  });
  const links = [
    { key: 'profile', to: pagePath('/user/profile') },
    { key: 'notifications', to: pagePath('/user/notifications') },
    { key: 'access', to: pagePath('/user/access') },
    { key: 'recharge', to: pagePath('/payment/recharge') },
  ].filter((l) => l.to !== null);
  const showAlert = flags ? !flags.preferences.hide_auto_recharge_alert : true;
  // The customer's choice from the click until the save settles (and the flags are read again): react-query
  // reports a mutation a task later, and until then the controlled switch stood as it was.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const choose = (show: boolean) => {
    setChosen(show);
    save.mutate(!show, { onSettled: () => setChosen(null) });
  };
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{t('getting-started.settings.heading')}</Typography>
          <FormControlLabel label={t('getting-started.settings.autoRechargeAlert')} disabled={!flags || save.isPending}
            control={<Switch checked={chosen ?? showAlert} onChange={(e) => choose(e.target.checked)} />} />
          <Stack direction="row" sx={{ mt: 1 }}>
            <Button variant="outlined" onClick={startTutorial}>{t('getting-started.settings.tour')}</Button>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">{t('getting-started.settings.account')}</Typography>
          <List component="nav" aria-label={t('getting-started.settings.account')}>
            {links.map((l) => (
              <ListItemButton key={l.key} component={Link} to={l.to!}>
                <ListItemText primary={t(`getting-started.settings.links.${l.key}`)} />
              </ListItemButton>
            ))}
          </List>
        </CardContent>
      </Card>
      <SlotComponents slot="settings.cards" fallback={null} />
    </Stack>
  );
}
