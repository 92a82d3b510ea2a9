import { z } from '@core/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '@server/access/guard';
import { hostingRelation } from '@server/access/hostingRelation';
import { fieldError, HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { newTicketSchema, RECENT_TICKETS, replySchema, TICKET_TEXTS } from '../contract';
import { installAutoReply, scheduleAutoReply } from './autoReply';
import { supportMigrations } from './migrations';
import { seedSupport } from './seed';
import { addMessage, createTicket, findTicket, listTickets, ticketDetail } from './tickets';
import { withContract } from '@server/http/contracts';

/** GET /ticket: `recent=1` answers only the latest few. */
const listQuery = z.object({ recent: z.string().optional().describe('"1": só os chamados mais recentes.') });

const signedIn = { config: { access: { rule: 'public' as const } } };
type TicketRequest = FastifyRequest<{ Params: { id: string } }>;

/** The ticket in the path, refused unless it belongs to the signed-in user. */
async function ownedTicket({ db }: ServerContext, request: TicketRequest) {
  const id = Number(request.params.id);
  const ticket = Number.isSafeInteger(id) && id > 0 ? await findTicket(db, id) : undefined;
  if (!ticket) throw new HttpError(404, TICKET_TEXTS.notFound);
  if (ticket.user_id !== userOf(request).id) throw new HttpError(403, MESSAGES.forbidden);
  return ticket;
}

export default defineServerPlugin({
  migrations: supportMigrations,
  seed: seedSupport,
  routes(app: FastifyInstance, context) {
    const { db } = context;
    installAutoReply(context);

    app.get<{ Querystring: { recent?: string } }>('/ticket', withContract(signedIn, { query: listQuery }), async (request) => {
      const limit = request.query.recent === '1' ? RECENT_TICKETS : undefined;
      return { data: await listTickets(db, userOf(request).id, limit) };
    });

    app.post('/ticket', withContract(signedIn, { body: newTicketSchema }), async (request, reply) => {
      const user = userOf(request);
      const input = parse(newTicketSchema, request.body);
      if (input.service && !(await hostingRelation(db, user.id, input.service))) throw fieldError('service', TICKET_TEXTS.service);
      const ticket = await createTicket(db, user.id, input);
      await scheduleAutoReply(context, user.id, ticket.id);
      return reply.status(201).send({ data: await ticketDetail(db, ticket.id) });
    });

    app.get<{ Params: { id: string } }>('/ticket/:id', signedIn, async (request) => {
      return { data: await ticketDetail(db, (await ownedTicket(context, request)).id) };
    });

    app.post<{ Params: { id: string } }>('/ticket/:id/reply', withContract(signedIn, { body: replySchema }), async (request) => {
      const ticket = await ownedTicket(context, request);
      const { message } = parse(replySchema, request.body);
      await addMessage(db, ticket.id, 'customer', message, 'open');
      await scheduleAutoReply(context, ticket.user_id, ticket.id);
      return { data: await ticketDetail(db, ticket.id) };
    });
  },
});
