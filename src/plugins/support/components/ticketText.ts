import { dayjs } from '@core';
import type { TFunction } from 'i18next';
import type { Ticket } from '../contract';

/** Ticket times read DD/MM/YYYY HH:mm. */
export function formatTicketTime(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

/** The customer's own words for "Outro", else the subject's label. */
export function subjectLabel(t: TFunction, ticket: Pick<Ticket, 'subject' | 'otherSubject'>): string {
  return ticket.subject === 'other' && ticket.otherSubject ? ticket.otherSubject : t(`support.subjects.${ticket.subject}`);
}
