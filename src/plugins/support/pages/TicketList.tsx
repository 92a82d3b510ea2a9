import { Alert, Button, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TicketDetail } from '../contract';
import { NewTicketDialog } from '../components/NewTicketDialog';
import { TicketsTable } from '../components/TicketsTable';
import { useTickets } from '../components/useTickets';

/** The user's tickets; "?add=1" opens "Novo ticket" (part 1 §2). */
export default function TicketList() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tickets = useTickets();
  const rows = tickets.data ?? [];
  const adding = search.get('add') === '1';

  const setAdding = (open: boolean) => {
    const next = new URLSearchParams(search);
    if (open) next.set('add', '1');
    else next.delete('add');
    setSearch(next, { replace: !open });
  };
  const created = (ticket: TicketDetail) => {
    notify(t('support.form.created'), { type: 'success' });
    navigate(`/support/ticket/${ticket.id}`);
  };

  return (
    <Card>
      <CardHeader title={t('support.list.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }}
        action={<Button variant="contained" size="small" onClick={() => setAdding(true)}>{t('support.list.add')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        {tickets.isPending && <Skeleton variant="rectangular" height={120} />}
        {tickets.isSuccess && rows.length === 0 && <Alert severity="info">{t('support.list.empty')}</Alert>}
        {rows.length > 0 && <TicketsTable tickets={rows} />}
      </CardContent>
      {adding && <NewTicketDialog onClose={() => setAdding(false)} onCreated={created} />}
    </Card>
  );
}
