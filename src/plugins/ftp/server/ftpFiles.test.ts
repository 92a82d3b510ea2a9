import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { Client, type FTPError } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../../tests/support/apiApp';
import { secretBoxFor } from '@server/secrets/secretBox';
import { FtpAccounts } from './accounts';
import { NAME_REFUSED } from './confinedFileSystem';
import { startFtpServer, type RunningFtpServer } from './ftpServer';

const run = promisify(execFile);
const HOSTING = 'lojadaana.com.br';
const GIB = 1024 ** 3;
const MB = 1024 * 1024;

const app = withTestApp();
let ftp: RunningFtpServer;
let hostingId: number;
let mainUser: string;
let root: string;

beforeAll(async () => {
  const accounts = new FtpAccounts(app.context.db, app.context.files, () => secretBoxFor(app.context.dataDir));
  const pasvMin = 33000 + Math.floor(Math.random() * 200) * 10;
  ftp = await startFtpServer({ accounts, files: app.context.files, settings: { serve: true, bind: '127.0.0.1', port: 0, host: '127.0.0.1', pasvMin, pasvMax: pasvMin + 9 }, failedLoginDelayMs: 10 });
  const hosting = await app.context.db.selectFrom('hostings').select(['id', 'username']).where('domain', '=', HOSTING).executeTakeFirstOrThrow();
  hostingId = hosting.id;
  mainUser = hosting.username;
  root = await app.context.files.root(hostingId);
});

afterAll(async () => {
  await ftp?.close();
});

async function signedIn(): Promise<Client> {
  const client = new Client(10_000);
  await client.access({ host: '127.0.0.1', port: ftp.port, user: mainUser, password: 'demo12345' });
  return client;
}

const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (error: unknown) => error as FTPError);

describe("FTP uploads and the plan's disk", () => {
  const filler = () => path.join(root, 'enchimento.bin');
  afterAll(() => {
    rmSync(filler(), { force: true });
    app.context.files.quota.forget(hostingId);
  });

  it('stops an upload that would pass the plan\'s disk, answering its text and keeping nothing of it', async () => {
    app.context.files.quota.forget(hostingId);
    const used = await app.context.files.quota.usedBytes(hostingId);
    writeFileSync(filler(), '');
    truncateSync(filler(), 20 * GIB - used - MB);
    app.context.files.quota.forget(hostingId);

    const client = await signedIn();
    try {
      await client.uploadFrom(Readable.from([Buffer.alloc(MB / 2, 1)]), 'public_html/cabe.bin');
    } finally {
      client.close();
    }
    const local = path.join(tmpdir(), `ftp-grande-${process.pid}.bin`);
    writeFileSync(local, Buffer.alloc(4 * MB, 2));
    // The data connection is cut at the limit; the control connection tells why.
    const { stderr } = await run('curl', ['--silent', '--verbose', '--max-time', '20', '-T', local, `ftp://${mainUser}:demo12345@127.0.0.1:${ftp.port}/public_html/grande.bin`]).catch((error: { stderr: string }) => error);
    expect(stderr).toMatch(/< 550 Não há espaço no disco do plano desta hospedagem \(20 GB\)/);
    expect(await readdir(path.join(root, 'public_html'))).toContain('cabe.bin');
    expect(await readdir(path.join(root, 'public_html'))).not.toContain('grande.bin');
  });
});

describe('FTP names and replies', () => {
  it('lists a name with CR/LF as one entry, never a forged one', async () => {
    await mkdir(path.join(root, 'public_html', 'nomes'), { recursive: true });
    await writeFile(path.join(root, 'public_html', 'nomes', 'x\r\ndrwxr-xr-x 1 ftp ftp 0 Jan 01 00:00 INJECTED-DIR'), 'x');
    const client = await signedIn();
    try {
      const names = (await client.list('public_html/nomes')).map((entry) => entry.name);
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^x\?\?drwx/);
      expect(names).not.toContain('INJECTED-DIR');
    } finally {
      client.close();
    }
  });

  it('refuses to create names with control characters or over 255 bytes', async () => {
    const client = await signedIn();
    try {
      for (const name of ['a\tb', 'á'.repeat(200)]) {
        const error = await refusal(client.send(`MKD public_html/${name}`));
        expect(error?.code, name).toBe(550);
        expect(error?.message).toContain(NAME_REFUSED);
        const upload = await refusal(client.uploadFrom(Readable.from(['x']), `public_html/${name}`));
        expect(upload?.message).toContain(NAME_REFUSED);
      }
    } finally {
      client.close();
    }
    expect((await readdir(path.join(root, 'public_html'))).some((name) => name.includes('\t') || name.startsWith('áá'))).toBe(false);
  });

  it('answers without server paths', async () => {
    const client = await signedIn();
    try {
      const made = await client.send('MKD public_html/nova');
      expect(made.message).not.toContain(root);
      expect(made.message).toContain('/public_html/nova');
      const missing = await refusal(client.downloadTo(new (await import('node:stream')).PassThrough(), 'public_html/nao-existe.txt'));
      expect(missing?.message).not.toContain(path.dirname(root));
      const removed = await refusal(client.send('RMD public_html/nao-existe'));
      expect(removed?.message).not.toContain(path.dirname(root));
      expect(removed?.message).toContain('Arquivo ou pasta não encontrado.');
    } finally {
      client.close();
    }
  });
});
