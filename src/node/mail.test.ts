import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/auth/passwords';
import { AgentNode } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import type { HostingNode } from '@server/provisioning/hostingNode';
import type { MailDomain } from './mailContract';
import { mailDigest } from './mailDigest';

/**
 * The mail operations against the sandbox node and, where `scripts/hosting-node.sh start` exported
 * its variables, the real node; then what a mail client gets from the real node's Postfix and
 * Dovecot, through curl's SMTP, IMAP and POP3 clients.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const ports = { smtp: Number(process.env.SMTP_PORT ?? 2525), submission: Number(process.env.SUBMISSION_PORT ?? 2587), imap: Number(process.env.IMAP_PORT ?? 2143), pop3: Number(process.env.POP3_PORT ?? 2110) };
/** Ids and domains of this run only (no system user is made for mail). */
const firstId = 1_700_000 + Math.floor(Math.random() * 90_000) * 10;
const run = promisify(execFile);

const nodes: [string, () => HostingNode][] = [['sandbox node', () => new SandboxNode(['8.2'])]];
if (agent) nodes.push(['real node', () => new AgentNode(agent)]);

describe.each(nodes)('mail operations: %s', (_name, makeNode) => {
  const node = makeNode();
  const id = firstId + (node.kind === 'sandbox' ? 1 : 2);
  afterAll(() => node.perform('removeMail', { hostingId: id }).catch(() => undefined));

  it('writes a domain, lists it with its digest, writes nothing when nothing changed, removes it', async () => {
    const state: MailDomain = {
      hostingId: id,
      domain: `correio${id}.com.br`,
      accounts: [{ localPart: 'ana', passwordHash: await hashPassword('senha-da-ana'), quotaMb: 0, disabled: false }],
      aliases: [{ localPart: 'vendas', destinations: [`ana@correio${id}.com.br`, 'fora@exemplo.com.br'] }],
    };
    expect(await node.perform('writeMail', state)).toEqual({ changed: true });
    expect(await node.perform('writeMail', state)).toEqual({ changed: false });
    expect((await node.perform('listMail', {})).domains).toContainEqual({ hostingId: id, domain: state.domain, digest: mailDigest(state) });
    expect(await node.perform('removeMail', { hostingId: id })).toEqual({ removed: true });
    expect((await node.perform('listMail', {})).domains.map((domain) => domain.hostingId)).not.toContain(id);
    expect(await node.perform('removeMail', { hostingId: id })).toEqual({ removed: false });
  });
});

/** curl's exit status and output; a failure is an answer here, not an exception. */
async function curl(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('curl', ['-sS', '--max-time', '20', ...args], { maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, out: stdout };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failure.code === 'number' ? failure.code : -1, out: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe.runIf(agent)('the real node delivers, serves and sends mail', () => {
  const node = new AgentNode(agent!);
  const id = firstId + 3;
  const domain = `correio${id}.com.br`;
  const address = (name: string) => `${name}@${domain}`;
  const passwords = { ana: 'senha-da-ana-1', bia: 'senha-da-bia-1', cris: 'senha-da-cris-1' };
  let folder = '';
  let state: MailDomain;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'painel-mail-'));
    state = {
      hostingId: id,
      domain,
      accounts: [
        { localPart: 'ana', passwordHash: await hashPassword(passwords.ana), quotaMb: 0, disabled: false },
        { localPart: 'bia', passwordHash: await hashPassword(passwords.bia), quotaMb: 0, disabled: false },
        { localPart: 'cris', passwordHash: await hashPassword(passwords.cris), quotaMb: 1, disabled: false },
      ],
      aliases: [
        // A forwarder that keeps a copy in its own mailbox, a forwarder of its own, a list.
        { localPart: 'ana', destinations: [address('ana'), address('bia')] },
        { localPart: 'vendas', destinations: [address('bia'), address('cris')] },
        { localPart: 'equipe', destinations: [address('ana'), address('bia'), address('cris')] },
      ],
    };
    await node.perform('writeMail', state);
  });
  afterAll(async () => {
    await node.perform('removeMail', { hostingId: id }).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  });

  let messages = 0;
  /** A message with a subject of its own, `extra` bytes of body besides. */
  async function message(from: string, to: string, extra = 0): Promise<{ file: string; subject: string }> {
    const subject = `Teste ${id}-${++messages}`;
    const body = `Olá, mensagem ${messages}.\r\n${'x'.repeat(76).concat('\r\n').repeat(Math.ceil(extra / 78))}`;
    const file = path.join(folder, `${messages}.eml`);
    await writeFile(file, `From: <${from}>\r\nTo: <${to}>\r\nSubject: ${subject}\r\nDate: ${new Date().toUTCString()}\r\nMessage-ID: <${id}.${messages}@painel.test>\r\n\r\n${body}`);
    return { file, subject };
  }

  const smtp = (port: number, from: string, to: string, file: string, user?: string) =>
    curl([`smtp://127.0.0.1:${port}`, '--mail-from', from, '--mail-rcpt', to, '--upload-file', file, ...(user ? ['--user', user] : [])]);
  const imap = (user: string, command: string, mailbox = 'INBOX') => curl([`imap://127.0.0.1:${ports.imap}/${mailbox}`, '--user', user, '-X', command]);
  const login = (name: keyof typeof passwords, password = passwords[name]) => `${address(name)}:${password}`;

  /** The message's number in the mailbox once it is there (within 15 s), or null. */
  async function arrived(user: string, subject: string, waitMs = 15_000): Promise<number | null> {
    const until = Date.now() + waitMs;
    for (;;) {
      const found = /^\* SEARCH ([0-9 ]+)/m.exec((await imap(user, `SEARCH SUBJECT "${subject}"`)).out)?.[1];
      if (found) return Number(found.trim().split(' ')[0]);
      if (Date.now() > until) return null;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('receives over SMTP and serves the message over IMAP and POP3 to the full address and its password', async () => {
    const sent = await message('alguem@exemplo.com.br', address('bia'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('bia'), sent.file)).code).toBe(0);
    const number = await arrived(login('bia'), sent.subject);
    expect(number).not.toBeNull();
    const fetched = await curl([`imap://127.0.0.1:${ports.imap}/INBOX;MAILINDEX=${number}`, '--user', login('bia')]);
    expect(fetched.out).toContain(`Subject: ${sent.subject}`);
    expect(fetched.out).toContain('Olá, mensagem');
    const listed = await curl([`pop3://127.0.0.1:${ports.pop3}/`, '--user', login('bia')]);
    expect(listed.code).toBe(0);
    const last = Math.max(...listed.out.trim().split(/\r?\n/).map((line) => Number(line.split(' ')[0])));
    expect((await curl([`pop3://127.0.0.1:${ports.pop3}/${last}`, '--user', login('bia')])).out).toContain(`Subject: ${sent.subject}`);
    // A wrong password, and an address the node does not hold.
    expect((await imap(login('bia', 'errada'), 'NOOP')).code).toBe(67);
    expect((await curl([`pop3://127.0.0.1:${ports.pop3}/`, '--user', login('bia', 'errada')])).code).not.toBe(0);
    const stranger = await message('alguem@exemplo.com.br', address('ninguem'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('ninguem'), stranger.file)).code).toBe(55);
  }, 60_000);

  it('delivers a forwarder and a list to each member, and a forwarding account keeps its copy', async () => {
    const toSales = await message('alguem@exemplo.com.br', address('vendas'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('vendas'), toSales.file)).code).toBe(0);
    const toTeam = await message('alguem@exemplo.com.br', address('equipe'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('equipe'), toTeam.file)).code).toBe(0);
    const toAna = await message('alguem@exemplo.com.br', address('ana'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('ana'), toAna.file)).code).toBe(0);
    for (const name of ['bia', 'cris'] as const) expect(await arrived(login(name), toSales.subject), `${name} vendas`).not.toBeNull();
    expect(await arrived(login('ana'), toSales.subject, 1_000)).toBeNull();
    for (const name of ['ana', 'bia', 'cris'] as const) expect(await arrived(login(name), toTeam.subject), `${name} equipe`).not.toBeNull();
    for (const name of ['ana', 'bia'] as const) expect(await arrived(login(name), toAna.subject), `${name} ana`).not.toBeNull();
  }, 60_000);

  it('refuses a message beyond the quota and tells the sender, while a small one still arrives', async () => {
    const large = await message(address('ana'), address('cris'), 1_200_000);
    expect((await smtp(ports.smtp, address('ana'), address('cris'), large.file)).code).toBe(0);
    const small = await message(address('ana'), address('cris'));
    expect((await smtp(ports.smtp, address('ana'), address('cris'), small.file)).code).toBe(0);
    expect(await arrived(login('cris'), small.subject)).not.toBeNull();
    expect(await arrived(login('cris'), large.subject, 1_000)).toBeNull();
    // The bounce names the refused message: it reaches its sender's mailbox on this node.
    const bounce = await arrived(login('ana'), 'Undelivered Mail');
    expect(bounce).not.toBeNull();
    expect((await curl([`imap://127.0.0.1:${ports.imap}/INBOX;MAILINDEX=${bounce}`, '--user', login('ana')])).out).toMatch(/[Qq]uota/);
  }, 60_000);

  it('takes a new password at once, and a disabled account signs in nowhere while it still receives', async () => {
    const changed = structuredClone(state);
    changed.accounts[0]!.passwordHash = await hashPassword('senha-nova-da-ana');
    changed.accounts[1]!.disabled = true;
    await node.perform('writeMail', changed);
    expect((await imap(login('ana', 'senha-nova-da-ana'), 'NOOP')).code).toBe(0);
    expect((await imap(login('ana'), 'NOOP')).code).toBe(67);

    expect((await imap(login('bia'), 'NOOP')).code).toBe(67);
    expect((await curl([`pop3://127.0.0.1:${ports.pop3}/`, '--user', login('bia')])).code).not.toBe(0);
    const sent = await message(address('ana'), address('alguem'));
    expect((await smtp(ports.submission, address('bia'), address('ana'), sent.file, login('bia'))).code).toBe(67);
    const toBia = await message('alguem@exemplo.com.br', address('bia'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('bia'), toBia.file)).code).toBe(0);

    await node.perform('writeMail', state);
    expect(await arrived(login('bia'), toBia.subject)).not.toBeNull();
    expect((await imap(login('ana'), 'NOOP')).code).toBe(0);
  }, 60_000);

  it('sends with authentication on the submission port, and relays for nobody without it', async () => {
    const sent = await message(address('ana'), address('cris'));
    expect((await smtp(ports.submission, address('ana'), address('cris'), sent.file, login('ana'))).code).toBe(0);
    expect(await arrived(login('cris'), sent.subject)).not.toBeNull();
    // Without signing in: nothing on the submission port, no relay on the SMTP port.
    const outward = await message(address('ana'), 'alguem@exemplo.com.br');
    const unsigned = await smtp(ports.submission, address('ana'), 'alguem@exemplo.com.br', outward.file);
    expect(unsigned.code).toBe(55);
    // curl's 55 with "RCPT failed: 554": Postfix's "Relay access denied".
    expect((await smtp(ports.smtp, address('ana'), 'alguem@exemplo.com.br', outward.file)).out).toMatch(/RCPT failed: 554/);
    // Signed in as one account, sending as another is refused.
    const forged = await smtp(ports.submission, address('bia'), address('cris'), sent.file, login('ana'));
    expect(forged.code).toBe(55);
  }, 60_000);

  it('answers with the autoresponder once per sender within its dates, and not outside them', async () => {
    // Brasília's clock, as the panel gives the dates.
    const local = (offsetDays: number) => new Date(Date.now() - 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 16);
    const away = structuredClone(state);
    away.accounts[0]!.autoresponder = { subject: `Ausente ${id} "ate" segunda`, body: 'Volto na segunda.\nAna \\ Loja', start: local(-1), stop: local(1) };
    away.accounts[2]!.autoresponder = { subject: `Futuro ${id}`, body: 'Ainda não.', start: local(1), stop: null };
    await node.perform('writeMail', away);
    const first = await message(address('bia'), address('ana'));
    expect((await smtp(ports.smtp, address('bia'), address('ana'), first.file)).code).toBe(0);
    const second = await message(address('bia'), address('ana'));
    expect((await smtp(ports.smtp, address('bia'), address('ana'), second.file)).code).toBe(0);
    const toCris = await message(address('bia'), address('cris'));
    expect((await smtp(ports.smtp, address('bia'), address('cris'), toCris.file)).code).toBe(0);
    expect(await arrived(login('ana'), second.subject)).not.toBeNull();
    expect(await arrived(login('cris'), toCris.subject)).not.toBeNull();
    const reply = await arrived(login('bia'), `Ausente ${id}`);
    expect(reply).not.toBeNull();
    const replies = /^\* SEARCH ([0-9 ]*)/m.exec((await imap(login('bia'), `SEARCH SUBJECT "Ausente ${id}"`)).out)?.[1]?.trim().split(' ') ?? [];
    expect(replies).toHaveLength(1);
    const text = (await curl([`imap://127.0.0.1:${ports.imap}/INBOX;MAILINDEX=${reply}`, '--user', login('bia')])).out;
    expect(text).toContain('Volto na segunda.');
    expect(text).toContain('Ana \\ Loja');
    expect(await arrived(login('bia'), `Futuro ${id}`, 2_000)).toBeNull();
    await node.perform('writeMail', state);
  }, 60_000);

  it('stops receiving and serving a removed domain', async () => {
    await node.perform('removeMail', { hostingId: id });
    const sent = await message('alguem@exemplo.com.br', address('bia'));
    expect((await smtp(ports.smtp, 'alguem@exemplo.com.br', address('bia'), sent.file)).code).toBe(55);
    expect((await imap(login('bia'), 'NOOP')).code).toBe(67);
  }, 60_000);
});
