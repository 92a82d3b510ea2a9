import { Alert, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { PageLoading } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TicketDetail } from '../contract';
import { MessageList } from '../components/MessageList';
import { ReplyForm } from '../components/ReplyForm';
import { formatTicketTime, subjectLabel } from '../components/ticketText';
import { TicketStatusChip } from '../components/TicketStatusChip';
import { useTicket } from '../components/useTickets';

function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('support.ticket.department'), t(`support.departments.${ticket.department}`)],
    ...(ticket.service ? [[t('support.ticket.service'), ticket.service] as [string, string]] : []),
    [t('support.ticket.openedAt'), formatTicketTime(ticket.createdAt)],
    [t('support.ticket.updatedAt'), formatTicketTime(ticket.updatedAt)],
  ];
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {facts.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** One ticket: its messages in order and the reply form (part 1 §2). */
export default function TicketPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const query = useTicket(resource);
  const ticket = query.data;
  if (!ticket) return query.isPending ? <PageLoading /> : null;
  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="ticket-title">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography id="ticket-title" variant="h5" component="h1">
                {t('support.ticket.heading', { id: ticket.id })} · {subjectLabel(t, ticket)}
              </Typography>
              <TicketStatusChip status={ticket.status} />
            </Stack>
            <Button component={Link} to="/support/tickets">{t('support.ticket.back')}</Button>
          </Stack>
          <TicketFacts ticket={ticket} />
          {ticket.note && (
            <Alert severity="info" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>{t('support.ticket.note')}:</strong> {ticket.note}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="ticket-messages">
        <CardContent>
          <Typography id="ticket-messages" variant="h6" component="h2" gutterBottom>{t('support.ticket.messages')}</Typography>
          <MessageList messages={ticket.messages} />
          {ticket.status === 'open' && <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('support.ticket.awaiting')}</Typography>}
          <Stack sx={{ mt: 3 }}><ReplyForm key={ticket.id} ticketId={resource} status={ticket.status} /></Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
