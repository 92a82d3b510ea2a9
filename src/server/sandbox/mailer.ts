import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The mail sandbox: nothing leaves this machine. Mail is kept in an outbox that a development
 * endpoint and the server log show, so a tester can follow a verification link.
 */
export class Mailer {
  readonly outbox: OutgoingMail[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  send(mail: Omit<OutgoingMail, 'sentAt'>): void {
    const sent = { ...mail, sentAt: new Date().toISOString() };
    this.outbox.push(sent);
    this.log?.info({ to: mail.to, subject: mail.subject }, `sandbox mail: ${mail.text}`);
  }
}
