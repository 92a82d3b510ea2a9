import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingSms {
  to: string;
  text: string;
  sentAt: string;
}

/** The SMS sandbox: messages stay on this machine, in an outbox shown by the log and a development endpoint. */
export class SmsSandbox {
  readonly outbox: OutgoingSms[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  send(to: string, text: string): void {
    this.outbox.push({ to, text, sentAt: new Date().toISOString() });
    this.log?.info({ to }, `sandbox sms: ${text}`);
  }
}
