import { Button, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'twitter', label: 'X (Twitter)' },
  { id: 'github', label: 'GitHub' },
] as const;

/**
 * Social sign-in is a full-page navigation to /login/oauth/{provider}, never a call from the page. A link that
 * reaches the click without its address (something on the page took it away) says so (part 1 §8) instead of
 * doing nothing.
 */
export function SocialLogin({ redirect, onUnavailable }: { redirect: string; onUnavailable: (message: string) => void }) {
  const { t } = useTranslation();
  const query = redirect === '/' ? '' : `?redirect=${encodeURIComponent(redirect)}`;
  const followOrSay = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.currentTarget.getAttribute('href')) return;
    event.preventDefault();
    onUnavailable(t('auth.social.unavailable'));
  };
  return (
    <Stack spacing={1} component="nav" aria-label={t('auth.social.title')}>
      <Typography variant="body2" color="text.secondary">{t('auth.social.title')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {PROVIDERS.map((p) => (
          <Button key={p.id} variant="outlined" size="small" href={`/login/oauth/${p.id}${query}`} onClick={followOrSay}>
            {p.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
