import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../outgoing/mailTransport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * Every mail the panel sends. With the sandbox on (development), mail stays on this machine, in an
 * outbox a development endpoint shows, so a tester can follow a verification link; with MAIL_URL it
 * goes through SMTP. A mail's text (links with tokens, passwords) never reaches the log: only whom it
 * was for and its subject.
 */
export class Mailer {
  readonly outbox: OutgoingMail[] = [];

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly transport: MailTransport | null = null,
    private readonly keepOutbox = true,
  ) {}

  send(mail: Omit<OutgoingMail, 'sentAt'>): void {
    if (this.keepOutbox) this.outbox.push({ ...mail, sentAt: new Date().toISOString() });
    if (this.transport) {
      this.transport.send(mail).then(
        () => this.log?.info({ to: mail.to, subject: mail.subject }, 'mail sent'),
        (error: unknown) => this.log?.error({ to: mail.to, subject: mail.subject, reason: mailFailure(error) }, 'mail not sent'),
      );
    } else if (this.keepOutbox) {
      this.log?.info({ to: mail.to, subject: mail.subject }, 'sandbox mail kept in the outbox (GET /api/sandbox/mail)');
    } else {
      this.log?.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: MAIL_URL is not set');
    }
  }
}

/** Why SMTP failed, without what the error may quote of the message or the URL's password. */
function mailFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [code, responseCode].filter((part) => part !== undefined).join(' ') || 'unknown';
}
