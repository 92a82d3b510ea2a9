import Percent from '@mui/icons-material/Percent';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useCurrentUser, useWideScreen } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_DISCOUNT, siteDiscountPercent } from '../model';
import { SiteDiscountDialog } from './SiteDiscountDialog';

/**
 * The header's discount progress indicator (part 1 §2 "Layout"): the owner's active sites towards
 * the 3 that earn the site discount, and the discount once earned; a click opens the discount modal.
 */
export default function SiteDiscountIndicator() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const user = useCurrentUser().data;
  // Wide screens only: a phone's header has no room for it.
  if (!useWideScreen() || !user) return null;
  const active = user.activeServices;
  const { minActiveSites: min } = SITE_DISCOUNT;
  const earned = siteDiscountPercent(active) > 0;
  const summary = earned ? t('billing.discount.earned', { percent: SITE_DISCOUNT.percent }) : t('billing.discount.progress', { count: Math.min(active, min), min });
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)} aria-label={`${t('billing.discount.title')}: ${summary}`} data-testid="site-discount"
        sx={{ flexDirection: 'column', alignItems: 'stretch', textTransform: 'none', minWidth: 140, py: 0.25 }}>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
          <Percent fontSize="small" />
          <Typography component="span" variant="body2" fontWeight={earned ? 700 : 400}>{summary}</Typography>
        </Box>
        <LinearProgress variant="determinate" value={(Math.min(active, min) / min) * 100} color={earned ? 'success' : 'secondary'}
          aria-hidden sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.3)' }} />
      </Button>
      {open && <SiteDiscountDialog activeSites={active} onClose={() => setOpen(false)} />}
    </>
  );
}
