import type { ServerContext } from '@server/plugins/serverPlugin';
import { TICKET_TEXTS } from '../contract';
import { addMessage, findTicket, lastAuthor } from './tickets';

/** The sandbox support team: some time after the customer writes, an automatic answer arrives. */
export const AUTO_REPLY_JOB = 'support.autoReply';
export const AUTO_REPLY_DELAY_MS = 30_000;

interface AutoReplyPayload {
  ticketId: number;
}

export function installAutoReply({ db, jobs }: ServerContext): void {
  jobs.handle(AUTO_REPLY_JOB, async (payload) => {
    const { ticketId } = payload as AutoReplyPayload;
    const ticket = await findTicket(db, ticketId);
    if (!ticket || ticket.status === 'closed' || (await lastAuthor(db, ticketId)) !== 'customer') return { replied: false };
    await addMessage(db, ticketId, 'support', TICKET_TEXTS.autoReply, 'answered');
    return { replied: true };
  });
}

export function scheduleAutoReply({ jobs, timeScale }: ServerContext, userId: number, ticketId: number): Promise<string> {
  const payload: AutoReplyPayload = { ticketId };
  return jobs.enqueue(userId, AUTO_REPLY_JOB, payload, AUTO_REPLY_DELAY_MS * timeScale);
}
