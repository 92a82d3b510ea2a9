import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingSms {
  to: string;
  text: string;
  sentAt: string;
}

export interface SmsTransport {
  send(to: string, text: string): Promise<void>;
}

/**
 * Every SMS the panel sends (the phone-verification codes). With the sandbox on, messages stay in an
 * outbox a development endpoint shows; with SMS_URL they go to the provider. A message's text (the
 * code) never reaches the log.
 */
export class SmsSender {
  readonly outbox: OutgoingSms[] = [];

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly transport: SmsTransport | null = null,
    private readonly keepOutbox = true,
  ) {}

  send(to: string, text: string): void {
    if (this.keepOutbox) this.outbox.push({ to, text, sentAt: new Date().toISOString() });
    if (this.transport) {
      this.transport.send(to, text).then(
        () => this.log?.info({ to }, 'sms sent'),
        (error: unknown) => this.log?.error({ to, reason: error instanceof SmsRefused ? error.status : 'unreachable' }, 'sms not sent'),
      );
    } else if (this.keepOutbox) {
      this.log?.info({ to }, 'sandbox sms kept in the outbox (GET /api/sandbox/sms)');
    } else {
      this.log?.warn({ to }, 'sms not sent: SMS_URL is not set');
    }
  }
}

class SmsRefused extends Error {
  constructor(readonly status: number) {
    super(`SMS provider answered ${status}`);
  }
}

/** A Brazilian number in the international form providers take: 55, the area code and the number, digits only. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

/**
 * The provider's HTTP API: one JSON POST per message, in Zenvia's format (a Brazilian provider;
 * docs: https://zenvia.github.io/zenvia-openapi-spec/v2/#tag/SMS):
 * `POST SMS_URL` with `X-API-TOKEN: SMS_TOKEN` and
 * `{ "from": SMS_FROM, "to": "5511987654321", "contents": [{ "type": "text", "text": "…" }] }`;
 * any 2xx is sent. Another provider is reached through a small relay that takes this body.
 */
export function httpSmsTransport(url: string, token: string | undefined, from: string): SmsTransport {
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-api-token': token } : {}) },
        body: JSON.stringify({ from, to: internationalPhone(to), contents: [{ type: 'text', text }] }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new SmsRefused(response.status);
    },
  };
}
