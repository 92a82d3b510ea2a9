import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Guard } from '../access/Guard';
import { SlotComponents } from '../runtime/SlotComponents';
import { usePageTitle } from '../runtime/usePageTitle';
import { DASHBOARD_SLOTS } from '../runtime/coreSlots';

/** The dashboard is a frame: banners, alerts and cards all come from plugins' slot components. */
export function Dashboard() {
  const { t } = useTranslation();
  usePageTitle('shell.dashboard.title', undefined);
  return (
    <Guard access={{ rule: 'public' }}>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>{t('shell.dashboard.title')}</Typography>
      <SlotComponents slot={DASHBOARD_SLOTS.banners} fallback={null} />
      <Grid container spacing={3}>
        <SlotComponents slot={DASHBOARD_SLOTS.cards} />
      </Grid>
    </Guard>
  );
}
