import { Alert, Button, Stack } from '@mui/material';
import { creditsQuery } from '@core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { autoRechargeQuery } from '../../recharge/queries';
import { IGNORE_AUTO_RECHARGE_KEY } from '../model';

const AUTO_RECHARGE_PAGE = '/payment/recharge';

/**
 * The auto-recharge alert (part 1 §4 "Announcements"): to an account with services and auto-recharge
 * off, an invitation to turn it on; "Ignorar" hides it for the rest of the session.
 */
export default function AutoRechargeAlert() {
  const [ignored, setIgnored] = useState(() => sessionStorage.getItem(IGNORE_AUTO_RECHARGE_KEY) === '1');
  const onItsPage = useLocation().pathname === AUTO_RECHARGE_PAGE;
  const credits = useSuspenseQuery(creditsQuery).data;
  if (ignored || onItsPage || !credits.hasServices) return null;
  const ignore = () => {
    sessionStorage.setItem(IGNORE_AUTO_RECHARGE_KEY, '1');
    setIgnored(true);
  };
  return <AutoRechargeInvitation onIgnore={ignore} />;
}

function AutoRechargeInvitation({ onIgnore }: { onIgnore: () => void }) {
  const { t } = useTranslation();
  const state = useSuspenseQuery({ ...autoRechargeQuery, meta: { handlesErrors: true } }).data;
  if (state.enabled) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }} data-testid="auto-recharge-alert"
      action={
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={AUTO_RECHARGE_PAGE} color="inherit" size="small">{t('promotions.autoRecharge.enable')}</Button>
          <Button onClick={onIgnore} color="inherit" size="small">{t('promotions.autoRecharge.ignore')}</Button>
        </Stack>
      }>
      {t('promotions.autoRecharge.text')}
    </Alert>
  );
}
