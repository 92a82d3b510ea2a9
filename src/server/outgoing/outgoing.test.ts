import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, withTestApp } from '../../../tests/support/apiApp';
import { installRequestLog } from '../http/requestLog';
import { outgoingFrom } from './outgoing';
import { readOutgoingSettings } from './settings';

/** The local captcha's store, which these tests (sandbox off) never use. */
const NO_CAPTCHA_TOKENS = { put: async () => undefined, take: async () => null };

/** A logger whose lines are kept, to read what the log holds. */
function recordingLog() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
  return { log: pino({ level: 'info' }, stream), text: () => lines.join('') };
}

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A tiny SMTP server on a free loopback port, as a real relay would receive the mail. */
async function localSmtp(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((closed) => server.close(() => closed())) };
}

/** Unfolds a mail's quoted-printable text, as a mail client shows it. */
const readable = (data: string) => data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('with the sandbox off and no transport', () => {
  it('says at start-up what is missing, and no mail or SMS text (links, codes) reaches the log', async () => {
    const { log, text } = recordingLog();
    const outgoing = outgoingFrom({}, false, log, NO_CAPTCHA_TOKENS);
    expect(text()).toContain('MAIL_URL is not set');
    expect(text()).toContain('SMS_URL is not set');
    expect(text()).toContain('CAPTCHA_SECRET is not set');
    outgoing.mailer.send({ to: 'ana@exemplo.com.br', subject: 'Crie uma nova senha', text: 'Abra https://painel.exemplo/auth/reset-password?token=SEGREDO-DO-LINK' });
    outgoing.sms.send('(11) 98765-4321', 'Seu código de verificação é 424242.');
    expect(text()).toContain('mail not sent: MAIL_URL is not set');
    expect(text()).not.toContain('SEGREDO-DO-LINK');
    expect(text()).not.toContain('424242');
    expect(outgoing.mailer.outbox).toEqual([]);
    expect(outgoing.sms.outbox).toEqual([]);
  });

  it("logs no request URL's token: the verification, reset and download links a customer opens", async () => {
    const { log, text } = recordingLog();
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger, logController: new LogController({ disableRequestLogging: true }) });
    installRequestLog(app);
    app.get('/*', async () => 'ok');
    for (const url of ['/auth/verification?token=SEGREDO1', '/auth/reset-password?token=SEGREDO2&email=a%40b.c', '/api/files/download/SEGREDO3', '/checkout/pay?token=SEGREDO4']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    await app.close();
    expect(text()).not.toMatch(/SEGREDO/);
    expect(text()).toContain('/auth/reset-password?token=redacted&email=a%40b.c');
  });
});

describe('MAIL_URL (SMTP)', () => {
  let smtp: Awaited<ReturnType<typeof localSmtp>>;
  beforeAll(async () => {
    smtp = await localSmtp();
  });
  afterAll(() => smtp.close());

  describe('a deployment without the sandbox', () => {
    // Read when the app starts, after the SMTP server above listens on its port.
    const outgoing = { get mailUrl() { return smtp.url; }, mailFrom: 'Painel <nao-responda@provedor.com.br>' };
    const app = withTestApp({ sandbox: false, demo: false, outgoing });

    it('delivers the verification link of a sign-up to the SMTP server, from MAIL_FROM, and keeps no outbox', async () => {
      const created = await call(app, null, 'POST', '/api/register', { name: 'Maria Nova', email: 'maria@exemplo.com.br', phone: '(21) 99876-5432', password: 'segredo123', terms: true });
      expect(created.statusCode).toBe(201);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe('nao-responda@provedor.com.br');
      expect(mail.to).toEqual(['maria@exemplo.com.br']);
      expect(mail.data).toContain('Subject: Confirme o seu e-mail');
      const link = /https?:\/\/[^\s]+\/auth\/verification\?token=([\w%-]+)/.exec(readable(mail.data));
      expect(link).not.toBeNull();
      expect((await call(app, null, 'POST', '/api/verification', { token: decodeURIComponent(link![1]) })).statusCode).toBe(200);
      expect(app.context.mailer.outbox).toEqual([]);
      expect((await app.inject({ url: '/api/sandbox/mail' })).statusCode).toBe(404);
    });
  });

  it('reads MAIL_URL and MAIL_FROM from the environment, and refuses a URL that is not SMTP with a sentence', () => {
    expect(readOutgoingSettings({ MAIL_URL: 'smtp://u:p@mail.provedor.com.br:587', MAIL_FROM: 'Painel <a@b.c>' })).toMatchObject({ mailUrl: 'smtp://u:p@mail.provedor.com.br:587', mailFrom: 'Painel <a@b.c>' });
    expect(() => readOutgoingSettings({ MAIL_URL: 'http://mail' })).toThrow('MAIL_URL deve ser um endereço SMTP');
    expect(() => readOutgoingSettings({ CAPTCHA_PROVIDER: 'outro' })).toThrow('CAPTCHA_PROVIDER=outro não é conhecido');
  });
});

describe('SMS_URL (the provider’s HTTP API)', () => {
  let provider: Server;
  const received: { token: string | undefined; body: unknown }[] = [];
  let url = '';
  beforeAll(async () => {
    provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ token: request.headers['x-api-token'] as string | undefined, body: JSON.parse(body) });
        response.statusCode = 200;
        response.end('{}');
      });
    });
    await new Promise<void>((listening) => provider.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v2/channels/sms/messages`;
  });
  afterAll(() => new Promise<void>((closed) => provider.close(() => closed())));

  it('posts each code as JSON with the token, to the number in international form; the code never reaches the log', async () => {
    const { log, text } = recordingLog();
    const outgoing = outgoingFrom({ smsUrl: url, smsToken: 'chave-da-api', smsFrom: 'Provedor' }, false, log, NO_CAPTCHA_TOKENS);
    outgoing.sms.send('(11) 98765-4321', 'Seu código de verificação é 424242. Ele vale por 15 minutos.');
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    expect(received[0]).toEqual({ token: 'chave-da-api', body: { from: 'Provedor', to: '5511987654321', contents: [{ type: 'text', text: 'Seu código de verificação é 424242. Ele vale por 15 minutos.' }] } });
    await expect.poll(() => text(), { timeout: 5_000 }).toContain('sms sent');
    expect(text()).not.toContain('424242');
    expect(text()).not.toContain('chave-da-api');
  });
});

describe('the sandbox (development)', () => {
  const app = withTestApp();

  it('keeps mail and SMS in its outboxes, as before', async () => {
    expect((await call(app, null, 'POST', '/api/password/reset', { email: DEMO.owner })).statusCode).toBe(200);
    const outbox = (await app.inject({ url: '/api/sandbox/mail' })).json().data as { to: string; text: string }[];
    expect(outbox.at(-1)).toMatchObject({ to: DEMO.owner, text: expect.stringContaining('/auth/reset-password?token=') });
  });
});
