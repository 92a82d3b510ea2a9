import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { MAX_MESSAGE_LENGTH, RECENT_TICKETS, TICKET_TEXTS, type NewTicketBody, type Ticket, type TicketDetail } from '../contract';
import type { JobsTable } from '@server/jobs/jobs';
import { AUTO_REPLY_DELAY_MS } from './autoReply';
import { supportDb } from './tables';

const app = withTestApp();
let owner: string;
let guest: string;
let affiliate: string;

beforeAll(async () => {
  [owner, guest, affiliate] = await Promise.all([loginAs(app, DEMO.owner), loginAs(app, DEMO.guest), loginAs(app, DEMO.affiliate)]);
});

const VALID: NewTicketBody = { subject: 'tecnico', department: 'technical', message: 'O site está fora do ar.' };

async function open(token: string, body: Partial<NewTicketBody> = {}): Promise<TicketDetail> {
  const response = await call(app, token, 'POST', '/api/ticket', { ...VALID, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const list = async (token: string, query = '') => (await call(app, token, 'GET', `/api/ticket${query}`)).json().data as Ticket[];
const detail = async (id: number) => (await call(app, owner, 'GET', `/api/ticket/${id}`)).json().data as TicketDetail;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('listing', () => {
  it('needs a session', async () => {
    expect((await call(app, null, 'GET', '/api/ticket')).statusCode).toBe(401);
  });

  it('shows the demo owner the seeded answered ticket, and other users none of it', async () => {
    const [seeded] = await list(owner);
    expect(seeded).toMatchObject({ subject: 'tecnico', status: 'answered', statusText: 'Respondido', service: 'lojadaana.com.br' });
    expect((await detail(seeded.id)).messages.map((m) => m.author)).toEqual(['customer', 'support']);
    expect(await list(guest)).toEqual([]);
  });

  it('puts the most recently updated first, and ?recent=1 keeps the latest five', async () => {
    const first = await open(affiliate, { message: 'primeiro' });
    for (let i = 0; i < RECENT_TICKETS; i += 1) await open(affiliate, { message: `outro ${i}` });
    await pause();
    await call(app, affiliate, 'POST', `/api/ticket/${first.id}/reply`, { message: 'Alguma novidade?' });

    const all = await list(affiliate);
    expect(all).toHaveLength(RECENT_TICKETS + 1);
    expect(all[0].id).toBe(first.id);
    const recent = await list(affiliate, '?recent=1');
    expect(recent.map((t) => t.id)).toEqual(all.slice(0, RECENT_TICKETS).map((t) => t.id));
  });
});

describe('opening a ticket', () => {
  it('opens it with the first message, status Aberto', async () => {
    const ticket = await open(owner, { subject: 'other', otherSubject: 'Certificado SSL', department: 'commercial', service: 'LojaDaAna.com.br', note: 'desde ontem' });
    expect(ticket).toMatchObject({ subject: 'other', otherSubject: 'Certificado SSL', department: 'commercial', service: 'lojadaana.com.br', note: 'desde ontem', status: 'open', statusText: 'Aberto' });
    expect(ticket.messages).toMatchObject([{ author: 'customer', body: 'O site está fora do ar.' }]);
    expect((await list(owner))[0].id).toBe(ticket.id);
  });

  it('accepts the error report the shell sends from "Notificar o provedor"', async () => {
    const note = JSON.stringify({ page: '/hostings', call: 'GET /api/hosting', status: 500 });
    const ticket = await open(owner, { subject: 'error_report', department: 'technical', message: 'Ocorreu um erro ao tentar processar sua solicitação.', note });
    expect(ticket).toMatchObject({ subject: 'error_report', note });
  });

  it('accepts a hosting shared with the user', async () => {
    expect((await open(guest, { service: 'lojadaana.com.br' })).service).toBe('lojadaana.com.br');
  });

  it('answers 422 with one pt-BR message per field', async () => {
    const empty = await call(app, owner, 'POST', '/api/ticket', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ subject: TICKET_TEXTS.subject, message: TICKET_TEXTS.message });

    const other = await call(app, owner, 'POST', '/api/ticket', { ...VALID, subject: 'other', otherSubject: '  ' });
    expect(other.json().errors).toEqual({ otherSubject: TICKET_TEXTS.otherSubject });

    const long = await call(app, owner, 'POST', '/api/ticket', { ...VALID, subject: 'other', otherSubject: 'x'.repeat(101), message: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(long.json().errors).toEqual({ otherSubject: TICKET_TEXTS.otherSubjectLong, message: TICKET_TEXTS.messageLong });

    expect((await call(app, owner, 'POST', '/api/ticket', { ...VALID, message: 'x'.repeat(MAX_MESSAGE_LENGTH) })).statusCode).toBe(201);
  });

  it('refuses a service that is not one of the user\'s hostings', async () => {
    for (const service of ['parceirodigital.com.br', 'naoexiste.com.br']) {
      const response = await call(app, owner, 'POST', '/api/ticket', { ...VALID, service });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ service: TICKET_TEXTS.service });
    }
  });
});

describe('one ticket', () => {
  it('is only for its owner', async () => {
    const ticket = await open(owner);
    expect((await call(app, guest, 'GET', `/api/ticket/${ticket.id}`)).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', `/api/ticket/${ticket.id}/reply`, { message: 'oi' })).statusCode).toBe(403);
    expect((await detail(ticket.id)).messages).toHaveLength(1);
  });

  it('answers 404 for an unknown ticket', async () => {
    expect((await call(app, owner, 'GET', '/api/ticket/999999')).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', '/api/ticket/abc')).statusCode).toBe(404);
  });

  it('validates the reply', async () => {
    const ticket = await open(owner);
    const response = await call(app, owner, 'POST', `/api/ticket/${ticket.id}/reply`, { message: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ message: TICKET_TEXTS.message });
  });

  it('is reopened by a reply once closed', async () => {
    const ticket = await open(owner);
    await supportDb(app.context.db).updateTable('tickets').set({ status: 'closed' }).where('id', '=', ticket.id).execute();
    const reply = await call(app, owner, 'POST', `/api/ticket/${ticket.id}/reply`, { message: 'Voltou a acontecer.' });
    expect(reply.json().data).toMatchObject({ status: 'open', statusText: 'Aberto' });
    expect(reply.json().data.messages.map((m: { body: string }) => m.body)).toEqual(['O site está fora do ar.', 'Voltou a acontecer.']);
  });
});

describe('the sandbox support team', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  const delay = () => AUTO_REPLY_DELAY_MS * app.context.timeScale;
  /** Moves the clock on and runs every job then due, earlier tests' included (a tick runs at most ten). */
  async function advance(ms: number) {
    vi.setSystemTime(Date.now() + ms);
    const jobs = app.context.db.withTables<{ jobs: JobsTable }>();
    const due = () => jobs.selectFrom('jobs').select('id').where('status', '=', 'queued').where('run_at', '<=', new Date().toISOString()).executeTakeFirst();
    while (await due()) await app.context.jobs.tick();
  }

  it('answers a new ticket after the delay and marks it Respondido, once', async () => {
    const ticket = await open(owner);
    await advance(delay() / 2);
    expect((await detail(ticket.id)).status).toBe('open');

    await advance(delay());
    const answered = await detail(ticket.id);
    expect(answered).toMatchObject({ status: 'answered', statusText: 'Respondido' });
    expect(answered.messages.at(-1)).toMatchObject({ author: 'support', body: TICKET_TEXTS.autoReply });

    await advance(delay());
    expect((await detail(ticket.id)).messages).toHaveLength(2);
  });

  it('answers each reply, and one answer covers replies sent together', async () => {
    const ticket = await open(owner);
    await advance(delay() + 1);
    await call(app, owner, 'POST', `/api/ticket/${ticket.id}/reply`, { message: 'Ainda não funciona.' });
    await call(app, owner, 'POST', `/api/ticket/${ticket.id}/reply`, { message: 'Esqueci de dizer: é no checkout.' });
    expect((await detail(ticket.id)).status).toBe('open');

    await advance(delay() + 1);
    const after = await detail(ticket.id);
    expect(after.status).toBe('answered');
    expect(after.messages.map((m) => m.author)).toEqual(['customer', 'support', 'customer', 'customer', 'support']);
  });
});
