import { Alert, Button, Stack } from '@mui/material';
import { api, useCredits } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { IGNORE_AUTO_RECHARGE_KEY, type AutoRechargeState } from '../model';

const AUTO_RECHARGE_PAGE = '/payment/recharge';

/**
 * The auto-recharge alert (part 1 §4 "Announcements"): to an account with services and auto-recharge
 * off, an invitation to turn it on; "Ignorar" hides it for the rest of the session.
 */
export default function AutoRechargeAlert() {
  const { t } = useTranslation();
  const [ignored, setIgnored] = useState(() => sessionStorage.getItem(IGNORE_AUTO_RECHARGE_KEY) === '1');
  const onItsPage = useLocation().pathname === AUTO_RECHARGE_PAGE;
  const credits = useCredits().data;
  const state = useQuery({
    queryKey: ['recharge', 'auto'],
    queryFn: ({ signal }) => api<AutoRechargeState>('GET', '/recharge/auto', { signal }),
    enabled: !ignored && !!credits?.hasServices,
    // Shared with the shell's declined-payment alert, drawn just before: the auto-recharge page writes this cache when it changes.
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
  if (ignored || onItsPage || !credits?.hasServices || state.data?.enabled !== false) return null;
  const ignore = () => {
    sessionStorage.setItem(IGNORE_AUTO_RECHARGE_KEY, '1');
    setIgnored(true);
  };
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="auto-recharge-alert"
      action={
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={AUTO_RECHARGE_PAGE} color="inherit" size="small">{t('promotions.autoRecharge.enable')}</Button>
          <Button onClick={ignore} color="inherit" size="small">{t('promotions.autoRecharge.ignore')}</Button>
        </Stack>
      }>
      {t('promotions.autoRecharge.text')}
    </Alert>
  );
}
