import { Alert, Button, Stack } from '@mui/material';
import { useCredits } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHostings } from '../../hosting/ui';

/** "Credits ending" warning at 5 days or fewer (part 1 §9). */
export const LOW_CREDITS_DAYS = 5;
const RECHARGE_PATH = '/payment/manual-recharge';

/** The account's banners (part 1 §4 "Announcements"): suspended services, trial, low credits. */
export default function AccountAnnouncements() {
  const { t } = useTranslation();
  const credits = useCredits().data;
  const hostings = useHostings().data ?? [];
  const owned = hostings.filter((h) => !h.isGuest);
  const recharge = <Button component={Link} to={RECHARGE_PATH} color="inherit" size="small">{t('announcements.recharge')}</Button>;

  const banners = [
    owned.some((h) => h.status === 'Suspended') && <Alert key="suspended" severity="error" action={recharge}>{t('announcements.suspended')}</Alert>,
    owned.some((h) => h.isTester) && <Alert key="trial" severity="info" action={recharge}>{t('announcements.trial')}</Alert>,
    credits?.hasServices && credits.estimate !== null && credits.estimate <= LOW_CREDITS_DAYS && (
      <Alert key="low" severity="warning" action={recharge}>{t('announcements.lowCredits', { count: credits.estimate })}</Alert>
    ),
  ].filter(Boolean);
  if (banners.length === 0) return null;
  return <Stack spacing={1} sx={{ mb: 2 }}>{banners}</Stack>;
}
