import { Alert, Button } from '@mui/material';
import { creditsQuery } from '@core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hostingsQuery } from '../../hosting/ui';
import { accountBanner } from './accountBanner';

const RECHARGE_PATH = '/payment/manual-recharge';
const SEVERITY = { suspended: 'error', trial: 'info', lowCredits: 'warning' } as const;

/** The account's banner (part 1 §4 "Announcements"): suspended services, trial or low credits, one at a time. */
export default function AccountAnnouncements() {
  const { t } = useTranslation();
  const [{ data: credits }, { data: hostings }] = useSuspenseQueries({ queries: [creditsQuery, hostingsQuery] });
  const banner = accountBanner(hostings, credits);
  if (!banner) return null;
  const text = banner === 'lowCredits' ? t('announcements.lowCredits', { count: credits.estimate ?? 0 }) : t(`announcements.${banner}`);
  return (
    <Alert severity={SEVERITY[banner]} sx={{ mb: 2 }} action={<Button component={Link} to={RECHARGE_PATH} color="inherit" size="small">{t('announcements.recharge')}</Button>}>
      {text}
    </Alert>
  );
}
