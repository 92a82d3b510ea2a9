import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { DEPARTMENTS, MAX_MESSAGE_LENGTH, MAX_NOTE_LENGTH, MAX_OTHER_SUBJECT_LENGTH, SUBJECTS, TICKET_TEXTS } from './model';

/** The ticket payloads' zod schemas, used by the new-ticket and reply forms and by the API. */
export * from './model';

const message = z.string({ error: TICKET_TEXTS.message }).trim().min(1, TICKET_TEXTS.message).max(MAX_MESSAGE_LENGTH, TICKET_TEXTS.messageLong);

export const newTicketSchema = z
  .object({
    subject: z.enum(SUBJECTS, { error: TICKET_TEXTS.subject }),
    otherSubject: z.string().trim().max(MAX_OTHER_SUBJECT_LENGTH, TICKET_TEXTS.otherSubjectLong).default(''),
    department: z.enum(DEPARTMENTS, { error: TICKET_TEXTS.department }).default('technical'),
    message,
    note: z.string().trim().max(MAX_NOTE_LENGTH, TICKET_TEXTS.noteLong).default(''),
    service: z.string().trim().toLowerCase().max(MAX_LENGTH.domain).default(''),
  })
  .superRefine((ticket, ctx) => {
    if (ticket.subject === 'other' && !ticket.otherSubject) ctx.addIssue({ code: 'custom', path: ['otherSubject'], message: TICKET_TEXTS.otherSubject });
  });
export type NewTicketBody = z.input<typeof newTicketSchema>;
export type NewTicket = z.output<typeof newTicketSchema>;

export const replySchema = z.object({ message });
export type ReplyBody = z.input<typeof replySchema>;
