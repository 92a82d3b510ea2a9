import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { pagePath } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LINKED_PAGES } from './linkedPages';

/** Right after creation (?created=1): the first things a new hosting's owner does (part 1 §2). */
export function QuickLinks({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const migration = pagePath(LINKED_PAGES.migration, {});
  const install = pagePath(LINKED_PAGES.appInstall, { resource: domain });
  const email = pagePath(LINKED_PAGES.email, { resource: domain });
  const links = [
    migration && { to: `${migration}?domain=${encodeURIComponent(domain)}`, label: t('hosting.summary.quickLinks.migration') },
    install && { to: `${install}?name=wordpress`, label: t('hosting.summary.quickLinks.wordpress') },
    email && { to: email, label: t('hosting.summary.quickLinks.email') },
  ].filter((link): link is { to: string; label: string } => Boolean(link));
  if (links.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="quick-links-title">
      <CardContent>
        <Typography id="quick-links-title" variant="h6" component="h2" gutterBottom>{t('hosting.summary.quickLinks.title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="outlined">{link.label}</Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
