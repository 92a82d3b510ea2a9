import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { publicHostFrom } from '@server/publicHost';
import { call, createTestApp, DEMO, loginAs } from '../../../../tests/support/apiApp';
import { nodeTestHostingId, realNodeAgent } from '../../../../tests/support/realNode';

/**
 * On the real node (scripts/hosting-node.sh start): an account created on the e-mail page receives a
 * message sent with curl's SMTP client and serves it over IMAP to its full address and the password
 * typed in the panel; a password changed in the panel is the one that signs in when the call answers;
 * the zone publishes the node's DKIM key for the domain.
 */
const run = promisify(execFile);
const ports = { smtp: Number(process.env.SMTP_PORT ?? 2525), imap: Number(process.env.IMAP_PORT ?? 2143), pop3: Number(process.env.POP3_PORT ?? 2110), submission: Number(process.env.SUBMISSION_PORT ?? 2587) };

async function curl(args: string[]): Promise<{ code: number; out: string }> {
  try {
    return { code: 0, out: (await run('curl', ['-sS', '--max-time', '20', ...args])).stdout };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failure.code === 'number' ? failure.code : -1, out: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

describe.runIf(realNodeAgent)("the e-mail page's accounts on the real node", () => {
  // The panel's demo hosting, under an id and a domain of this run's own on the node.
  const nodeId = nodeTestHostingId();
  const domain = `caixa${nodeId}.com.br`;
  let panelId = 0;
  const node: HostingNode = {
    kind: 'local',
    perform: async (name, args) => {
      if (name === 'readDkimKey') return realNodeAgent!.perform(name, args as never) as never;
      if (!['writeMail', 'removeMail', 'listMail'].includes(name)) return { changed: false, removed: false } as never;
      if (name === 'listMail') {
        const { domains } = await realNodeAgent!.perform('listMail', {});
        return { domains: domains.filter((entry) => entry.hostingId === nodeId).map((entry) => ({ ...entry, hostingId: panelId })) } as never;
      }
      // Only this hosting's mail reaches the node; the other demo hostings' stay in the panel.
      if ((args as { hostingId: number }).hostingId !== panelId) return { changed: false, removed: false } as never;
      return realNodeAgent!.perform(name, { ...args, hostingId: nodeId } as never);
    },
  };
  let started: Awaited<ReturnType<typeof createTestApp>>;
  let owner = '';
  let folder = '';
  const api = (tail = '') => `/api/hosting/${domain}/email${tail}`;

  beforeAll(async () => {
    started = await createTestApp({ hostingNode: node });
    folder = await mkdtemp(path.join(tmpdir(), 'painel-mail-page-'));
    const db = started.app.context.db;
    panelId = (await db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).id;
    await db.updateTable('hostings').set({ domain }).where('id', '=', panelId).execute();
    owner = await loginAs(started.app, DEMO.owner);
  }, 60_000);
  afterAll(async () => {
    await realNodeAgent!.perform('removeMail', { hostingId: nodeId }).catch(() => undefined);
    await started?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('receives, serves and takes a new password as the panel sets them, and shows where to connect', async () => {
    expect((await call(started.app, owner, 'POST', api(), { username: 'recepcao', password: 'senha-do-painel-1', quota: 512 })).statusCode).toBe(201);
    const file = path.join(folder, 'm.eml');
    await writeFile(file, `From: <alguem@exemplo.com.br>\r\nTo: <recepcao@${domain}>\r\nSubject: Pedido ${nodeId}\r\n\r\nChegou pelo painel.\r\n`);
    expect((await curl([`smtp://127.0.0.1:${ports.smtp}`, '--mail-from', 'alguem@exemplo.com.br', '--mail-rcpt', `recepcao@${domain}`, '--upload-file', file])).code).toBe(0);
    const user = (password: string) => `recepcao@${domain}:${password}`;
    let found = '';
    for (let attempt = 0; attempt < 60 && !found; attempt++) {
      found = /^\* SEARCH ([0-9]+)/m.exec((await curl([`imap://127.0.0.1:${ports.imap}/INBOX`, '--user', user('senha-do-painel-1'), '-X', `SEARCH SUBJECT "Pedido ${nodeId}"`])).out)?.[1] ?? '';
      if (!found) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await curl([`imap://127.0.0.1:${ports.imap}/INBOX;MAILINDEX=${found}`, '--user', user('senha-do-painel-1')])).out).toContain('Chegou pelo painel.');

    expect((await call(started.app, owner, 'POST', api('/password'), { email: `recepcao@${domain}`, password: 'senha-nova-do-painel' })).statusCode).toBe(200);
    expect((await curl([`imap://127.0.0.1:${ports.imap}/INBOX`, '--user', user('senha-nova-do-painel'), '-X', 'NOOP'])).code).toBe(0);
    expect((await curl([`pop3://127.0.0.1:${ports.pop3}/`, '--user', user('senha-do-painel-1')])).code).not.toBe(0);

    // The zone publishes the key the node signs the domain's mail with, and the card finds it there.
    const { publicKey } = await realNodeAgent!.perform('readDkimKey', { domain });
    const zone = (await call(started.app, owner, 'GET', `/api/domain/${domain}/dns`)).json().data as { type: string; name: string; value: string }[];
    expect(zone.filter((record) => record.name === 'painel._domainkey').map((record) => record.value)).toEqual([`v=DKIM1; k=rsa; p=${publicKey}`]);
    const card = (await call(started.app, owner, 'GET', api('/deliverability'))).json().data as { records: { kind: string; state: string }[] };
    expect(card.records.find((record) => record.kind === 'DKIM')?.state).toBe('ok');

    const config = (await call(started.app, owner, 'GET', api('?include=config'))).json().data.config;
    expect(config.insecure).toEqual({ host: publicHostFrom(process.env), imap: ports.imap, pop3: ports.pop3, smtp: ports.submission });
  }, 120_000);
});
