import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { pagePath, useCredits, useCurrentUser } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { openHelpModal, startTutorial } from '../../help/ui';

interface Step {
  key: string;
  to: string | null;
  done: boolean;
}

/** /first-steps: what a new customer usually does first, ticked off as it is done, and the ways to get help. */
export default function FirstStepsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const credits = useCredits().data;
  const steps: Step[] = [
    { key: 'credits', to: pagePath('/payment/manual-recharge'), done: (credits?.total ?? 0) > 0 },
    { key: 'hosting', to: pagePath('/hosting/create'), done: (user?.activeServices ?? 0) > 0 },
    { key: 'wordpress', to: pagePath('/hosting/wordpress'), done: false },
    { key: 'domain', to: pagePath('/domain/add'), done: false },
    { key: 'migration', to: pagePath('/hosting/migration'), done: false },
  ].filter((s) => s.to !== null);
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>{t('getting-started.firstSteps.heading')}</Typography>
          <Typography color="text.secondary">{t('getting-started.firstSteps.intro')}</Typography>
          <List>
            {steps.map((s) => (
              <ListItem key={s.key} disableGutters secondaryAction={
                <Button component={Link} to={s.to!} size="small">{t(`getting-started.firstSteps.steps.${s.key}.action`)}</Button>
              }>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {s.done ? <CheckCircle color="success" titleAccess={t('getting-started.firstSteps.done')} /> : <RadioButtonUnchecked color="disabled" />}
                </ListItemIcon>
                <ListItemText primary={t(`getting-started.firstSteps.steps.${s.key}.title`)} sx={{ pr: 14 }} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>{t('getting-started.firstSteps.helpHeading')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={startTutorial}>{t('getting-started.firstSteps.tour')}</Button>
            <Button variant="outlined" onClick={() => openHelpModal({ kind: 'videos' })}>{t('getting-started.firstSteps.videos')}</Button>
            {user && !user.isAffiliate && pagePath('/referral') && (
              <Button variant="outlined" onClick={() => openHelpModal({ kind: 'referral' })}>{t('getting-started.firstSteps.referral')}</Button>
            )}
            <Button variant="outlined" onClick={() => openHelpModal({ kind: 'discount' })}>{t('getting-started.firstSteps.discount')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
