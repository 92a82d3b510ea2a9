import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/auth/passwords';
import { AgentNode } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import { nodeTestHostingId } from '../../tests/support/realNode';
import { defaultRecords } from '../plugins/dns/server/defaultZone';
import { dkimRecord } from '../plugins/email/deliverability';
import { DKIM_SELECTOR } from './mailContract';

/**
 * DKIM on the real node (scripts/hosting-node.sh start): a message sent through the submission port
 * reaches a mailbox signed for its domain with the selector `painel`, and Debian's opendkim, in its
 * test mode, verifies that signature against the key the node's PowerDNS serves for the domain
 * (asked with dig). The key is the node's own (readDkimKey); the sandbox node makes one in memory.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const ports = { submission: Number(process.env.SUBMISSION_PORT ?? 2587), imap: Number(process.env.IMAP_PORT ?? 2143), dns: Number(process.env.DNS_PORT ?? 5353) };
const run = promisify(execFile);

async function program(file: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failure.code === 'number' ? failure.code : -1, out: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}
const curl = (args: string[]) => program('curl', ['-sS', '--max-time', '20', ...args]);

/** A TXT record as dig prints it (`"part one" "part two"`), its strings joined, for each record at the name. */
async function txt(name: string): Promise<string[]> {
  const { out } = await program('dig', ['@127.0.0.1', '-p', String(ports.dns), '+short', '+tries=1', '+time=2', 'TXT', name]);
  return out
    .split('\n')
    .filter((line) => line.startsWith('"'))
    .map((line) => [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => part[1].replace(/\\(.)/g, '$1')).join(''));
}

const base64Key = /^[A-Za-z0-9+/]{300,}={0,2}$/;

describe('readDkimKey on the sandbox node', () => {
  it('answers one key per domain, the same each time, another for another domain', async () => {
    const node = new SandboxNode(['8.2']);
    const first = await node.perform('readDkimKey', { domain: 'lojadaana.com.br' });
    expect(first.selector).toBe(DKIM_SELECTOR);
    expect(first.publicKey).toMatch(base64Key);
    expect(await node.perform('readDkimKey', { domain: 'lojadaana.com.br' })).toEqual(first);
    expect((await node.perform('readDkimKey', { domain: 'blogdaana.com.br' })).publicKey).not.toBe(first.publicKey);
  });
});

describe.runIf(agent)('DKIM signing on the real node', () => {
  const node = new AgentNode(agent!);
  const id = nodeTestHostingId();
  const domain = `assinado${id}.com.br`;
  const address = `ana@${domain}`;
  const password = 'senha-da-ana-dkim';
  let folder = '';
  let publicKey = '';

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'painel-dkim-'));
    await node.perform('writeMail', { hostingId: id, domain, accounts: [{ localPart: 'ana', passwordHash: await hashPassword(password), quotaMb: 0, disabled: false }], aliases: [] });
    publicKey = (await node.perform('readDkimKey', { domain })).publicKey;
    await node.perform('writeZone', {
      hostingId: id,
      zone: domain,
      serial: 2026120201,
      nameservers: ['ns1.painel.net.br', 'ns2.painel.net.br'],
      // The zone as the panel makes it: its defaults (SPF, DMARC) and the node's key the e-mail plugin publishes.
      records: [...defaultRecords(domain, '127.0.0.1'), { ...dkimRecord(publicKey), ttl: 3600 }],
    });
  }, 60_000);
  afterAll(async () => {
    await node.perform('removeMail', { hostingId: id }).catch(() => undefined);
    await node.perform('removeZone', { hostingId: id }).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  });

  /** opendkim's own verifier (`opendkim -t`), its DNS answers being `records` (what dig got from the node). */
  async function verify(message: string, records: Record<string, string>): Promise<string> {
    const file = path.join(folder, `verify-${Date.now()}.eml`);
    await writeFile(file, message);
    const dns = path.join(folder, 'dns');
    await writeFile(dns, Object.entries(records).map(([name, value]) => `${name} ${value}\n`).join(''));
    const conf = path.join(folder, 'opendkim.conf');
    await writeFile(conf, `Mode v\nSyslog no\nTestDNSData file:${dns}\n`);
    return (await program('/usr/sbin/opendkim', ['-x', conf, '-t', file])).out;
  }

  it("keeps the domain's key: 2048-bit RSA, the same key at each ask", async () => {
    expect(publicKey).toMatch(base64Key);
    expect((await node.perform('readDkimKey', { domain })).publicKey).toBe(publicKey);
  });

  it("serves the panel's SPF, naming the server's address, and DMARC beside the key", async () => {
    expect(await txt(domain)).toEqual(['v=spf1 a mx ip4:127.0.0.1 ~all']);
    expect(await txt(`_dmarc.${domain}`)).toEqual([`v=DMARC1; p=quarantine; rua=mailto:postmaster@${domain}; adkim=r; aspf=r`]);
  });

  it('signs what the submission port sends, verifiable with the key the node serves in DNS', async () => {
    const subject = `Assinada ${id}`;
    const file = path.join(folder, 'sent.eml');
    await writeFile(file, `From: Ana <${address}>\r\nTo: <${address}>\r\nSubject: ${subject}\r\nDate: ${new Date().toUTCString()}\r\nMessage-ID: <${id}.dkim@painel.test>\r\n\r\nMensagem assinada pelo servidor.\r\n`);
    const sent = await curl([`smtp://127.0.0.1:${ports.submission}`, '--mail-from', address, '--mail-rcpt', address, '--upload-file', file, '--user', `${address}:${password}`]);
    expect(sent.code, sent.out).toBe(0);

    let number = '';
    for (let attempt = 0; attempt < 60 && !number; attempt++) {
      number = /^\* SEARCH ([0-9]+)/m.exec((await curl([`imap://127.0.0.1:${ports.imap}/INBOX`, '--user', `${address}:${password}`, '-X', `SEARCH SUBJECT "${subject}"`])).out)?.[1] ?? '';
      if (!number) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(number).not.toBe('');
    const received = (await curl([`imap://127.0.0.1:${ports.imap}/INBOX;MAILINDEX=${number}`, '--user', `${address}:${password}`])).out;
    expect(received).toMatch(new RegExp(`^DKIM-Signature: [^]*?\\bd=${domain.replace(/\./g, '\\.')};[^]*?\\bs=${DKIM_SELECTOR};`, 'm'));

    const served = await txt(`${DKIM_SELECTOR}._domainkey.${domain}`);
    expect(served).toEqual([`v=DKIM1; k=rsa; p=${publicKey}`]);
    const records = { [`${DKIM_SELECTOR}._domainkey.${domain}`]: served[0] };
    expect(await verify(received, records)).toMatch(/verification \(s=painel, d=assinado[0-9]+\.com\.br, 2048-bit key\) succeeded/);
    // The verifier is not blind: the same message with its body changed fails.
    expect(await verify(received.replace('Mensagem assinada', 'Mensagem trocada'), records)).not.toMatch(/succeeded/);
  }, 60_000);
});
