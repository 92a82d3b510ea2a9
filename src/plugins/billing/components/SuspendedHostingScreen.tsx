import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useAccessScope } from '@core';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_SCREEN_DEFAULTS } from '../contract';
import { EmergencyCreditLink, RechargeLink } from './rechargeLinks';
import { useEmergencyCredit } from './useEmergencyCredit';

/**
 * On a suspended hosting's page: why it is suspended, the suspension screen its site shows to
 * visitors (part 1 §3, default colours #6535d8 on #ffffff), and for the owner the way back.
 */
export default function SuspendedHostingScreen() {
  const { t } = useTranslation();
  const hosting = useAccessScope();
  const isGuest = hosting?.isGuest ?? true;
  const emergency = useEmergencyCredit({ enabled: !isGuest }).data;
  const screen = SUSPENSION_SCREEN_DEFAULTS;
  return (
    <Alert severity="error" component="section" role="region" aria-labelledby="suspended-title">
      <AlertTitle id="suspended-title" component="h2">{t('billing.suspended.title')}</AlertTitle>
      <Stack spacing={2}>
        <Typography variant="body2">{t(isGuest ? 'billing.suspended.guest' : 'billing.suspended.owner')}</Typography>
        <Box
          component="figure"
          aria-label={t('billing.suspended.preview')}
          style={{ backgroundColor: screen.bgColor, color: screen.textColor }}
          sx={{ m: 0, p: 3, borderRadius: 1, textAlign: 'center' }}
        >
          <Typography variant="h6" component="p" sx={{ color: 'inherit' }}>{t('billing.suspended.screenTitle')}</Typography>
          <Typography variant="body2" sx={{ color: 'inherit' }}>{t('billing.suspended.screenSubtitle')}</Typography>
        </Box>
        {!isGuest && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <RechargeLink variant="contained" color="error" />
            {emergency?.isAllowed && <EmergencyCreditLink variant="outlined" color="inherit" />}
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
