import { Alert } from '@mui/material';
import { formatDateTime } from '@core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EMERGENCY_DAYS } from '../model';
import { EMERGENCY_PATH, EmergencyCreditLink, RechargeLink } from './rechargeLinks';
import { emergencyCreditQuery } from './useSuspensionQueries';

/** Beside the red "suspended" banner: emergency credit where the user is allowed (part 2 §9), or until when it runs; its own page says it already. */
export default function EmergencyCreditBanner() {
  const { t } = useTranslation();
  const onItsPage = useLocation().pathname === EMERGENCY_PATH;
  const state = useSuspenseQuery(emergencyCreditQuery).data;
  if (onItsPage) return null;
  if (state.isEnabled && state.expiresAt) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} action={<RechargeLink color="inherit" />}>
        {t('billing.emergency.enabled', { date: formatDateTime(state.expiresAt) })}
      </Alert>
    );
  }
  if (state.isAllowed) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} action={<EmergencyCreditLink color="inherit" />}>
        {t('billing.emergency.offer', { count: EMERGENCY_DAYS })}
      </Alert>
    );
  }
  return null;
}
