import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@server/auth/passwords';
import { AgentNode } from '@server/provisioning/hostingNode';

/**
 * The node's webmail (Debian's Roundcube behind the node's nginx, scripts/hosting-node.sh) as a
 * browser meets it, through curl with a cookie jar: an account of a mail domain the agent wrote signs
 * in with its full address and password, and reads a message delivered to it over SMTP.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const webPort = Number(process.env.WEB_HTTP_PORT ?? 8080);
const smtpPort = Number(process.env.SMTP_PORT ?? 2525);
const run = promisify(execFile);
const id = 1_800_000 + Math.floor(Math.random() * 90_000) * 10;
const domain = `webmail${id}.com.br`;
const host = `webmail.${domain}`;
const address = `ana@${domain}`;
const password = 'senha-da-ana-1';

async function curl(args: string[]): Promise<string> {
  const { stdout } = await run('curl', ['-sS', '--max-time', '20', '--resolve', `${host}:${webPort}:127.0.0.1`, ...args], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

describe.runIf(agent)('the real node serves its webmail', () => {
  const node = new AgentNode(agent!);
  let folder = '';
  const base = `http://${host}:${webPort}/`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'painel-webmail-'));
    await node.perform('writeMail', { hostingId: id, domain, accounts: [{ localPart: 'ana', passwordHash: await hashPassword(password), quotaMb: 0, disabled: false }], aliases: [] });
  });
  afterAll(async () => {
    await node.perform('removeMail', { hostingId: id }).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  });

  /** Signs in through the login form in a new cookie jar; the answer's status and where it sends the browser. */
  async function signIn(jar: string, pass: string): Promise<{ status: string; location: string }> {
    const form = await curl(['-c', jar, '-b', jar, `${base}?_task=login`]);
    const token = /name="_token" value="([^"]+)"/.exec(form)?.[1];
    expect(token, 'the login form carries its token').toBeTruthy();
    const answer = await curl(['-c', jar, '-b', jar, '-o', '/dev/null', '-w', '%{http_code} %{redirect_url}', `${base}?_task=login`,
      '--data-urlencode', `_token=${token}`, '--data-urlencode', '_task=login', '--data-urlencode', '_action=login', '--data-urlencode', '_timezone=America/Sao_Paulo',
      '--data-urlencode', `_user=${address}`, '--data-urlencode', `_pass=${pass}`]);
    const [status = '', location = ''] = answer.split(' ');
    return { status, location };
  }

  it('shows its sign-in page in Portuguese on webmail.<domain>, and none of its own files', async () => {
    const page = await curl([base]);
    expect(page).toContain('<title>Webmail :: Bem-vindo ao Webmail</title>');
    expect(page).toContain('name="_user"');
    // Roundcube's own folders (configuration, database, temporary files) are not under the served folder.
    expect(await curl(['-o', '/dev/null', '-w', '%{http_code}', `${base}config/config.inc.php`])).toBe('404');
  });

  it('signs an account in with its full address and password and shows a message delivered to it; refuses a wrong password', async () => {
    const subject = `Pelo webmail ${id}`;
    const mail = path.join(folder, 'mensagem.eml');
    await writeFile(mail, `From: <alguem@exemplo.com.br>\r\nTo: <${address}>\r\nSubject: ${subject}\r\nDate: ${new Date().toUTCString()}\r\nMessage-ID: <${id}@painel.test>\r\n\r\nOlá, Ana.\r\n`);
    await run('curl', ['-sS', '--max-time', '20', `smtp://127.0.0.1:${smtpPort}`, '--mail-from', 'alguem@exemplo.com.br', '--mail-rcpt', address, '--upload-file', mail]);

    const wrong = await signIn(path.join(folder, 'wrong.jar'), 'errada');
    expect(wrong.location).not.toContain('_task=mail');

    const jar = path.join(folder, 'ana.jar');
    const signedIn = await signIn(jar, password);
    expect(signedIn.status).toBe('302');
    expect(signedIn.location).toContain('_task=mail');
    const inbox = await curl(['-c', jar, '-b', jar, `${base}?_task=mail&_mbox=INBOX`]);
    const requestToken = /"request_token":"([^"]+)"/.exec(inbox)?.[1];
    expect(inbox).toContain(address);
    expect(requestToken).toBeTruthy();
    // The message list the page asks for, as its script does; the delivery may take a moment.
    let listed = '';
    for (const until = Date.now() + 15_000; !listed.includes(subject) && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 300))) {
      listed = await curl(['-c', jar, '-b', jar, '-H', `X-Roundcube-Request: ${requestToken}`, `${base}?_task=mail&_action=list&_mbox=INBOX&_remote=1`]);
    }
    expect(listed).toContain(subject);
  }, 60_000);
});
