import { Button, Card, CardActions, CardContent, CardHeader, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TicketsTable } from './TicketsTable';
import { useRecentTickets } from './useTickets';

/** "Tickets de Suporte" on the dashboard, beside the hostings card (part 1 §2). */
export default function DashboardTicketsCard() {
  const { t } = useTranslation();
  const recent = useRecentTickets();
  const tickets = recent.data ?? [];
  return (
    <Grid size={{ xs: 12, lg: 5 }}>
      <Card>
        <CardHeader title={t('support.list.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={<Button component={Link} to="/support/tickets?add=1" variant="contained" size="small">{t('support.list.add')}</Button>} />
        <CardContent sx={{ pt: 0 }}>
          {tickets.length > 0 && <TicketsTable tickets={tickets} />}
          {recent.isSuccess && tickets.length === 0 && <Typography variant="body2" color="text.secondary">{t('support.card.empty')}</Typography>}
        </CardContent>
        <CardActions><Button component={Link} to="/support/tickets">{t('support.list.seeAll')}</Button></CardActions>
      </Card>
    </Grid>
  );
}
