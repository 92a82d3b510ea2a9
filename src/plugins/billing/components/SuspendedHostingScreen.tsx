import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useAccessScope } from '@core';
import { useTranslation } from 'react-i18next';
import { EmergencyCreditLink, RechargeLink } from './rechargeLinks';
import { useEmergencyCredit, useSuspensionScreen } from './useSuspensionQueries';

/**
 * On a suspended hosting's page: why it is suspended and, for the owner, the suspension screen
 * the site shows to visitors (their own, GET /user/suspension, part 1 §3) and the way back.
 */
export default function SuspendedHostingScreen() {
  const { t } = useTranslation();
  const hosting = useAccessScope();
  const isGuest = hosting?.isGuest ?? true;
  const emergency = useEmergencyCredit({ enabled: !isGuest }).data;
  const screen = useSuspensionScreen({ enabled: !isGuest }).data;
  return (
    <Alert severity="error" component="section" role="region" aria-labelledby="suspended-title">
      <AlertTitle id="suspended-title" component="h2">{t('billing.suspended.title')}</AlertTitle>
      <Stack spacing={2}>
        <Typography variant="body2">{t(isGuest ? 'billing.suspended.guest' : 'billing.suspended.owner')}</Typography>
        {screen && (
          <Box
            component="figure"
            aria-label={t('billing.suspended.preview')}
            style={{ backgroundColor: screen.bgColor, color: screen.textColor }}
            sx={{ m: 0, p: 3, borderRadius: 1, textAlign: 'center' }}
          >
            <Typography variant="h6" component="p" sx={{ color: 'inherit' }}>{screen.title}</Typography>
            {screen.subtitle && <Typography variant="body2" sx={{ color: 'inherit' }}>{screen.subtitle}</Typography>}
          </Box>
        )}
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
