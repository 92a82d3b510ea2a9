import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { Client } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { secretBoxFor } from '@server/secrets/secretBox';
import { FtpAccounts } from './accounts';
import { startFtpServer, type RunningFtpServer } from './ftpServer';

const run = promisify(execFile);
const HOSTING = 'lojadaana.com.br';
const BASE = `/api/hosting/${HOSTING}/ftp`;
const DESIGNER = `designer@${HOSTING}`;

const app = withTestApp();
let ftp: RunningFtpServer;
let owner: string;
let hostingId: number;
let mainUser: string;
let root: string;

beforeAll(async () => {
  const accounts = new FtpAccounts(app.context.db, app.context.files, () => secretBoxFor(app.context.dataDir));
  // A passive range of its own per run, below the e2e servers' ranges (40000 and up).
  const pasvMin = 35000 + Math.floor(Math.random() * 200) * 10;
  ftp = await startFtpServer({ accounts, files: app.context.files, settings: { serve: true, bind: '127.0.0.1', port: 0, host: '127.0.0.1', pasvMin, pasvMax: pasvMin + 9 }, failedLoginDelayMs: 10 });
  owner = await loginAs(app, DEMO.owner);
  const hosting = await app.context.db.selectFrom('hostings').select(['id', 'username']).where('domain', '=', HOSTING).executeTakeFirstOrThrow();
  hostingId = hosting.id;
  mainUser = hosting.username;
  root = await app.context.files.root(hostingId);
});

afterAll(async () => {
  await ftp?.close();
});

const url = (user: string, password: string, file = '') => `ftp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${ftp.port}/${file}`;

/** curl's exit code and output: 0 ok, 67 login refused, 78 file not found, 9 directory refused. */
async function curl(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('curl', ['--silent', '--show-error', '--max-time', '20', ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: Number(failed.code ?? -1), out: failed.stdout ?? '' };
  }
}

async function signedIn(user: string, password: string): Promise<Client> {
  const client = new Client(10_000);
  await client.access({ host: '127.0.0.1', port: ftp.port, user, password });
  return client;
}

async function downloadText(client: Client, remote: string): Promise<string> {
  const chunks: Buffer[] = [];
  await client.downloadTo(new Writable({ write: (chunk, _enc, done) => (chunks.push(chunk), done()) }), remote);
  return Buffer.concat(chunks).toString('utf8');
}

describe('main access', () => {
  it('reads with curl a file made in the file root, and an upload over FTP lands on disk', async () => {
    await writeFile(await app.context.files.resolve(hostingId, 'public_html/do-painel.html'), '<h1>feito no painel</h1>');
    const read = await curl(url(mainUser, 'demo12345', 'public_html/do-painel.html'));
    expect(read).toEqual({ code: 0, out: '<h1>feito no painel</h1>' });

    const local = path.join(tmpdir(), `ftp-upload-${process.pid}.txt`);
    await writeFile(local, 'enviado por FTP');
    expect((await curl('-T', local, url(mainUser, 'demo12345', 'public_html/enviado.txt'))).code).toBe(0);
    expect(await readFile(path.join(root, 'public_html', 'enviado.txt'), 'utf8')).toBe('enviado por FTP');

    const listing = await curl('--list-only', url(mainUser, 'demo12345', 'public_html/'));
    expect(listing.out.split(/\r?\n/)).toEqual(expect.arrayContaining(['do-painel.html', 'enviado.txt', 'designer']));
  });

  it('refuses a wrong password and an unknown user', async () => {
    expect((await curl(url(mainUser, 'errada123'))).code).toBe(67);
    expect((await curl(url('ninguem', 'demo12345'))).code).toBe(67);
    expect((await curl(url(`ninguem@${HOSTING}`, 'demo12345'))).code).toBe(67);
  });

  it('locks an account after 10 wrong passwords, as the panel sign-in does, the right one included', async () => {
    const user = `designer@${HOSTING}`;
    // A server of its own: the lock must not spill into the other tests.
    const accounts = new FtpAccounts(app.context.db, app.context.files, () => secretBoxFor(app.context.dataDir));
    const own = await startFtpServer({ accounts, files: app.context.files, settings: { serve: true, bind: '127.0.0.1', port: 0, host: '127.0.0.1', pasvMin: 38000, pasvMax: 38009 }, failedLoginDelayMs: 1 });
    const at = (password: string) => `ftp://${encodeURIComponent(user)}:${password}@127.0.0.1:${own.port}/`;
    try {
      for (let i = 0; i < 10; i++) expect((await curl(at('errada'))).code).toBe(67);
      const { stderr } = await run('curl', ['--silent', '--verbose', '--max-time', '10', at('demo12345')]).catch((error: { stderr: string }) => error);
      expect(stderr).toContain('530 Muitas tentativas de acesso. Tente novamente em 15 min.');
    } finally {
      await own.close();
    }
  });

  it('serves no hosting that is not Active', async () => {
    const paused = await app.context.db.selectFrom('hostings').select('username').where('domain', '=', 'antigo.com.br').executeTakeFirstOrThrow();
    expect((await curl(url(paused.username, 'demo12345'))).code).toBe(67);
  });

  it('cannot leave the file root, even through a symbolic link', async () => {
    await symlink('/etc', path.join(root, 'etc-link'));
    const client = await signedIn(mainUser, 'demo12345');
    try {
      await client.cd('..');
      expect(await client.pwd()).toBe('/');
      await expect(client.cd('/etc-link')).rejects.toThrow(/550/);
      await expect(downloadText(client, '/etc-link/hostname')).rejects.toThrow(/55\d/);
      await expect(downloadText(client, '../../../../etc/hostname')).rejects.toThrow(/55\d/);
    } finally {
      client.close();
    }
  });
});

describe('an extra user', () => {
  beforeAll(async () => {
    await writeFile(path.join(root, 'public_html', 'segredo.txt'), 'fora da pasta do designer');
    await mkdir(path.join(root, 'public_html', 'designer'), { recursive: true });
    await writeFile(path.join(root, 'public_html', 'designer', 'logo.txt'), 'logo');
    await symlink('..', path.join(root, 'public_html', 'designer', 'acima'));
  });

  it('sees its home as the whole disk: .., absolute paths and CWD up stay inside', async () => {
    const listing = await curl('--list-only', url(DESIGNER, 'demo12345'));
    expect(listing.out.split(/\r?\n/).filter(Boolean).sort()).toEqual(['acima', 'logo.txt']);

    const client = await signedIn(DESIGNER, 'demo12345');
    try {
      expect(await client.pwd()).toBe('/');
      await client.cd('..');
      expect(await client.pwd()).toBe('/');
      await client.send('CDUP');
      expect(await client.pwd()).toBe('/');
      expect(await downloadText(client, '../logo.txt')).toBe('logo');
      await expect(downloadText(client, '../segredo.txt')).rejects.toThrow(/55\d/);
      await expect(downloadText(client, '/public_html/segredo.txt')).rejects.toThrow(/55\d/);
      await expect(client.cd('/public_html')).rejects.toThrow(/550/);
      // A link inside the hosting's root that leads out of the home is refused too.
      await expect(client.cd('acima')).rejects.toThrow(/550/);
      await expect(downloadText(client, 'acima/segredo.txt')).rejects.toThrow(/55\d/);
      await client.uploadFrom(Readable.from(['escapou?']), '../../escapou.txt');
      expect(await downloadText(client, '/escapou.txt')).toBe('escapou?');
    } finally {
      client.close();
    }
    expect(existsSync(path.join(root, 'escapou.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'public_html', 'escapou.txt'))).toBe(false);
    expect((await curl(url(DESIGNER, 'demo12345', '../segredo.txt'))).code).not.toBe(0);
  });

  it('uploads into its home', async () => {
    const local = path.join(tmpdir(), `ftp-designer-${process.pid}.txt`);
    await writeFile(local, 'arte nova');
    expect((await curl('-T', local, url(DESIGNER, 'demo12345', 'arte.txt'))).code).toBe(0);
    expect(await readFile(path.join(root, 'public_html', 'designer', 'arte.txt'), 'utf8')).toBe('arte nova');
  });
});

describe('passwords set in the panel', () => {
  it('the old password stops working and the new one signs in, for the main access and an extra user', async () => {
    const change = (username: string, password: string) => call(app, owner, 'POST', `${BASE}/password`, { username, password, passwordConfirm: password });
    expect((await change(mainUser, 'Trocada@2026')).statusCode).toBe(200);
    expect((await curl(url(mainUser, 'demo12345'))).code).toBe(67);
    expect((await curl('--list-only', url(mainUser, 'Trocada@2026'))).code).toBe(0);

    expect((await change('designer', 'Designer#2026')).statusCode).toBe(200);
    expect((await curl(url(DESIGNER, 'demo12345'))).code).toBe(67);
    expect((await curl('--list-only', url(DESIGNER, 'Designer#2026'))).code).toBe(0);
  });

  it('a new extra user signs in at once; a removed one no longer can', async () => {
    const added = await call(app, owner, 'POST', `${BASE}/add-user`, { username: 'Temporario', password: 'segredo123', homedir: 'public_html/tmp' });
    expect(added.statusCode).toBe(201);
    expect((await curl('--list-only', url(`temporario@${HOSTING}`, 'segredo123'))).code).toBe(0);
    expect((await call(app, owner, 'POST', `${BASE}/remove-user`, { username: 'temporario' })).statusCode).toBe(204);
    expect((await curl(url(`temporario@${HOSTING}`, 'segredo123'))).code).toBe(67);
  });
});
