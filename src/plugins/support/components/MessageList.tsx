import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '../contract';
import { formatTicketTime } from './ticketText';

/** The conversation, oldest first; the support team's answers are set apart. */
export function MessageList({ messages }: { messages: TicketMessage[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('support.ticket.messages')}>
      {messages.map((message) => {
        const fromSupport = message.author === 'support';
        return (
          <Paper component="li" key={message.id} variant="outlined" data-testid="ticket-message"
            sx={{ p: 2, ml: fromSupport ? 0 : { sm: 6 }, mr: fromSupport ? { sm: 6 } : 0, bgcolor: fromSupport ? 'action.hover' : 'background.paper' }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2" component="p">{t(fromSupport ? 'support.ticket.support' : 'support.ticket.you')}</Typography>
              <Typography variant="caption" component="p" color="text.secondary">{formatTicketTime(message.createdAt)}</Typography>
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Typography>
          </Paper>
        );
      })}
    </Stack>
  );
}
