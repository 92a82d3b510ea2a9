/**
 * Support tickets (part 1 §3 "Ticket", "Ticket payload"; §7 POST /ticket, GET /ticket?recent=1):
 * what pages and the API share besides the zod schemas, so the dashboard card loads no zod.
 */

/** Subjects a customer chooses; "error_report" comes from the shell's "Notificar o provedor". */
export const CHOOSABLE_SUBJECTS = ['financeiro', 'tecnico', 'dominio', 'email', 'migracao', 'other'] as const;
export const SUBJECTS = [...CHOOSABLE_SUBJECTS, 'error_report'] as const;
export type TicketSubject = (typeof SUBJECTS)[number];

export const DEPARTMENTS = ['technical', 'financial', 'commercial'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const STATUS_TEXT: Record<TicketStatus, string> = { open: 'Aberto', answered: 'Respondido', closed: 'Fechado' };

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_OTHER_SUBJECT_LENGTH = 100;
export const MAX_NOTE_LENGTH = 2000;
/** GET /ticket?recent=1 answers this many, newest first. */
export const RECENT_TICKETS = 5;

export const TICKET_TEXTS = {
  subject: 'Escolha o assunto do ticket.',
  otherSubject: 'Informe o assunto.',
  otherSubjectLong: `O assunto pode ter no máximo ${MAX_OTHER_SUBJECT_LENGTH} caracteres.`,
  department: 'Escolha o departamento.',
  message: 'Escreva a sua mensagem.',
  messageLong: `A mensagem pode ter no máximo ${MAX_MESSAGE_LENGTH} caracteres.`,
  noteLong: `As informações adicionais podem ter no máximo ${MAX_NOTE_LENGTH} caracteres.`,
  service: 'Escolha uma das suas hospedagens.',
  notFound: 'Ticket não encontrado.',
  autoReply: 'Recebemos a sua mensagem e responderemos em breve.',
} as const;



export interface Ticket {
  id: number;
  subject: TicketSubject;
  /** The customer's own subject when `subject` is "other"; otherwise empty. */
  otherSubject: string;
  department: Department;
  /** The hosting the ticket is about, or null. */
  service: string | null;
  status: TicketStatus;
  statusText: string;
  createdAt: string;
  updatedAt: string;
}

export interface TicketMessage {
  id: number;
  author: 'customer' | 'support';
  body: string;
  createdAt: string;
}

export interface TicketDetail extends Ticket {
  note: string;
  messages: TicketMessage[];
}

export const ticketPaths = {
  list: '/ticket',
  /** As the dashboard card asks, and as its manifest declares it for the entry to send early. */
  recent: '/ticket?recent=1',
  one: (id: number | string) => `/ticket/${encodeURIComponent(String(id))}`,
  reply: (id: number | string) => `/ticket/${encodeURIComponent(String(id))}/reply`,
};

export const ticketKeys = {
  all: ['tickets'] as const,
  list: ['tickets', 'list'] as const,
  recent: ['tickets', 'recent'] as const,
  one: (id: string) => ['tickets', 'one', id] as const,
};

export const NEW_TICKET_FIELDS = ['subject', 'otherSubject', 'department', 'message', 'note', 'service'] as const;
