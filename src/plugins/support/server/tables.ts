import type { Generated } from 'kysely';
import type { Database } from '@server/db/database';
import type { Department, TicketMessage, TicketStatus, TicketSubject } from '../contract';

export type SupportTables = {
  tickets: {
    id: Generated<number>;
    user_id: number;
    subject: TicketSubject;
    other_subject: string;
    department: Department;
    service: string | null;
    note: string;
    status: TicketStatus;
    created_at: string;
    updated_at: string;
  };
  ticket_messages: {
    id: Generated<number>;
    ticket_id: number;
    author: TicketMessage['author'];
    body: string;
    created_at: string;
  };
};

export const supportDb = (db: Database) => db.withTables<SupportTables>();
