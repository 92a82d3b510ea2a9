import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Ticket } from '../contract';
import { formatTicketTime, subjectLabel } from './ticketText';
import { TicketStatusChip } from './TicketStatusChip';

export function TicketsTable({ tickets }: { tickets: Ticket[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('support.list.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('support.columns.subject')}</TableCell>
          <TableCell>{t('support.columns.status')}</TableCell>
          <TableCell>{t('support.columns.updatedAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id} hover>
            <TableCell><MuiLink component={Link} to={`/support/ticket/${ticket.id}`}>{subjectLabel(t, ticket)}</MuiLink></TableCell>
            <TableCell><TicketStatusChip status={ticket.status} /></TableCell>
            <TableCell>{formatTicketTime(ticket.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
