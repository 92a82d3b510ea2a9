import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { pagePath, useAccessScope } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/** After creation (?created=1) the hosting page offers the next steps (part 1 §2): migration, WordPress, e-mail; each while its page exists. */
export default function CreatedQuickLinks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hosting = useAccessScope();
  if (params.get('created') !== '1' || !hosting) return null;
  const resource = hosting.domain;
  const migration = pagePath('/hosting/migration');
  const wordpress = pagePath('/hosting/:resource/app/install', { resource });
  const email = pagePath('/hosting/:resource/email', { resource });
  const links = [
    migration && { to: `${migration}?domain=${encodeURIComponent(resource)}`, label: t('hosting-life.quickLinks.migration') },
    wordpress && { to: `${wordpress}?name=wordpress`, label: t('hosting-life.quickLinks.wordpress') },
    email && { to: email, label: t('hosting-life.quickLinks.email') },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
  if (links.length === 0) return null;
  return (
    <Alert severity="success" component="section" aria-labelledby="quick-links-title">
      <AlertTitle id="quick-links-title" component="h2">{t('hosting-life.quickLinks.title')}</AlertTitle>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {links.map((link) => <Button key={link.to} component={Link} to={link.to} variant="outlined" color="inherit">{link.label}</Button>)}
      </Stack>
    </Alert>
  );
}
