import { nowIso, type Database } from '@server/db/database';
import { STATUS_TEXT, type NewTicket, type Ticket, type TicketDetail, type TicketMessage, type TicketStatus } from '../contract';
import { supportDb, type SupportTables } from './tables';

type TicketRow = Omit<SupportTables['tickets'], 'id'> & { id: number };

function present(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    otherSubject: row.other_subject,
    department: row.department,
    service: row.service,
    status: row.status,
    statusText: STATUS_TEXT[row.status],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The user's tickets, the most recently updated first. */
export async function listTickets(db: Database, userId: number, limit?: number): Promise<Ticket[]> {
  let query = supportDb(db).selectFrom('tickets').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(present);
}

export function findTicket(db: Database, id: number): Promise<TicketRow | undefined> {
  return supportDb(db).selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ticket as it stands now, with its messages in order. */
export async function ticketDetail(db: Database, id: number): Promise<TicketDetail> {
  const row = await supportDb(db).selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const messages = await supportDb(db).selectFrom('ticket_messages').selectAll().where('ticket_id', '=', row.id).orderBy('created_at').orderBy('id').execute();
  return {
    ...present(row),
    note: row.note,
    messages: messages.map((m): TicketMessage => ({ id: m.id, author: m.author, body: m.body, createdAt: m.created_at })),
  };
}

export async function createTicket(db: Database, userId: number, input: NewTicket): Promise<TicketRow> {
  const now = nowIso();
  const row = await supportDb(db)
    .insertInto('tickets')
    .values({
      user_id: userId,
      subject: input.subject,
      other_subject: input.subject === 'other' ? input.otherSubject : '',
      department: input.department,
      service: input.service || null,
      note: input.note,
      status: 'open',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await addMessage(db, row.id, 'customer', input.message, 'open');
  return row;
}

/** Appends a message and moves the ticket to the status it leads to. */
export async function addMessage(db: Database, ticketId: number, author: TicketMessage['author'], body: string, status: TicketStatus): Promise<void> {
  const now = nowIso();
  await supportDb(db).insertInto('ticket_messages').values({ ticket_id: ticketId, author, body, created_at: now }).execute();
  await supportDb(db).updateTable('tickets').set({ status, updated_at: now }).where('id', '=', ticketId).execute();
}

export async function lastAuthor(db: Database, ticketId: number): Promise<TicketMessage['author'] | undefined> {
  const last = await supportDb(db).selectFrom('ticket_messages').select('author').where('ticket_id', '=', ticketId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return last?.author;
}
