import { Grid } from '@mui/material';
import { HostingsCard } from './HostingsCard';

const DASHBOARD_ROWS = 5;

export default function DashboardHostingsCard() {
  return (
    <Grid size={{ xs: 12, lg: 7 }}>
      <HostingsCard limit={DASHBOARD_ROWS} />
    </Grid>
  );
}
