import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestAccount } from '../../tests/support/realNode';
import { AgentNode } from '@server/provisioning/hostingNode';

/**
 * SFTP on the real node (`scripts/hosting-node.sh start` starts the hostings' sshd on SSH_PORT and
 * exports NODE_AGENT_URL): a real client signs in with a key or the password, sees only its home,
 * reads nothing outside it, gets no shell, and is refused once its key is gone or SSH is off.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const sshPort = String(process.env.SSH_PORT ?? 2222);
const idA = 770_000 + Math.floor(Math.random() * 4_000) * 2;
const idB = idA + 1;
const CLIENT = ['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR', '-o', 'ConnectTimeout=10'];

describe.runIf(agent)('SFTP on the real node', () => {
  const node = agent ? new AgentNode(agent) : (null as never);
  let work = '';
  let key = '';
  let publicKey = '';
  let askPass = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'painel-ssh-'));
    key = path.join(work, 'chave');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'teste', '-f', key]);
    publicKey = (await readFile(`${key}.pub`, 'utf8')).split(' ').slice(0, 2).join(' ');
    askPass = path.join(work, 'senha.sh');
    await writeFile(askPass, "#!/bin/sh\necho 'S3nha: \"forte\" $(nada)'\n", { mode: 0o700 });
  });
  afterAll(async () => {
    for (const hostingId of [idA, idB]) await removeTestAccount(hostingId);
    await rm(work, { recursive: true, force: true });
  });

  /** An SFTP session with these batch commands (its status: the first that fails), by key. */
  function sftp(commands: string) {
    const result = spawnSync('sftp', [...CLIENT, '-i', key, '-o', 'BatchMode=yes', '-o', 'PasswordAuthentication=no', '-P', sshPort, '-b', '-', `h${idA}@127.0.0.1`], { input: commands, encoding: 'utf8', timeout: 30_000 });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  /** Whether the password signs in (batch mode asks no password, so the commands come on stdin and the password from SSH_ASKPASS). */
  function signsInWithPassword(): boolean {
    const result = spawnSync('sftp', [...CLIENT, '-o', 'PubkeyAuthentication=no', '-o', 'PreferredAuthentications=password', '-o', 'NumberOfPasswordPrompts=1', '-P', sshPort, `h${idA}@127.0.0.1`], {
      input: 'pwd\n',
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SSH_ASKPASS: askPass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' },
    });
    return result.status === 0 && result.stdout.includes(`Remote working directory: /${idA}`);
  }

  it('signs in with a key to the home only, uploads as the user, reads nothing outside, has no shell; refused after the key goes and when off', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId: idA, phpVersion: version });
    const { home: homeB } = await node.perform('createAccount', { hostingId: idB, phpVersion: version });
    const [uidB, gidB] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, `h${idB}`], { encoding: 'utf8' }).trim()));
    await writeFile(path.join(homeB, 'public_html', 'segredo.txt'), 'segredo de B');
    await chown(path.join(homeB, 'public_html', 'segredo.txt'), uidB, gidB);

    expect(await node.perform('writeSshAccess', { hostingId: idA, enabled: true, keys: [publicKey], password: null })).toEqual({ changed: true });
    const listed = sftp('pwd\nls -1\n');
    expect(listed.status, listed.output).toBe(0);
    expect(listed.output).toContain(`Remote working directory: /${idA}`);
    expect(listed.output).toMatch(/public_html/);

    await writeFile(path.join(work, 'enviado.txt'), 'enviado por sftp');
    expect(sftp(`put ${path.join(work, 'enviado.txt')} public_html/enviado.txt\n`).status).toBe(0);
    const sent = await stat(path.join(home, 'public_html', 'enviado.txt'));
    expect(sent.uid).toBe(Number(execFileSync('id', ['-u', `h${idA}`], { encoding: 'utf8' }).trim()));

    for (const outside of ['get /etc/shadow', 'ls /', `get /${idB}/public_html/segredo.txt`, `ls /${idB}`, 'get ../../../../etc/passwd']) {
      const attempt = sftp(`${outside} ${path.join(work, 'copiado')}\n`);
      expect(attempt.status, outside).not.toBe(0);
    }
    await expect(stat(path.join(work, 'copiado'))).rejects.toMatchObject({ code: 'ENOENT' });

    const shell = spawnSync('ssh', [...CLIENT, '-i', key, '-o', 'BatchMode=yes', '-p', sshPort, `h${idA}@127.0.0.1`, 'id'], { encoding: 'utf8', timeout: 30_000 });
    expect(shell.stdout).not.toContain('uid=');
    expect(spawnSync('ssh', [...CLIENT, '-i', key, '-o', 'BatchMode=yes', '-N', '-L', '0:127.0.0.1:22', '-o', 'ExitOnForwardFailure=yes', '-p', sshPort, `h${idA}@127.0.0.1`], { encoding: 'utf8', timeout: 30_000 }).status).not.toBe(0);

    // The password replaces the key: the key is refused, the password signs in.
    await node.perform('writeSshAccess', { hostingId: idA, enabled: true, keys: [], password: 'S3nha: "forte" $(nada)' });
    expect(sftp('pwd\n').status).not.toBe(0);
    expect(signsInWithPassword()).toBe(true);

    // Off: neither signs in, and a session still open ends.
    await node.perform('writeSshAccess', { hostingId: idA, enabled: true, keys: [publicKey], password: 'S3nha: "forte" $(nada)' });
    const open = spawn('sftp', [...CLIENT, '-i', key, '-o', 'BatchMode=yes', '-P', sshPort, `h${idA}@127.0.0.1`], { stdio: ['pipe', 'pipe', 'ignore'] });
    open.stdin.write('pwd\n');
    await new Promise<void>((resolve) => open.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Remote working directory') && resolve()));
    const sessions = () => spawnSync('pgrep', ['-x', '-u', `h${idA}`, 'sshd'], { encoding: 'utf8' }).stdout.trim();
    expect(sessions()).not.toBe('');
    expect(await node.perform('writeSshAccess', { hostingId: idA, enabled: false, keys: [publicKey], password: 'S3nha: "forte" $(nada)' })).toEqual({ changed: true });
    for (let attempt = 0; attempt < 50 && sessions() !== ''; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    open.kill();
    expect(sessions(), 'the open session was not ended').toBe('');
    expect(sftp('pwd\n').status).not.toBe(0);
    expect(signsInWithPassword()).toBe(false);
  }, 120_000);

  it('signs out the open sessions when the password changes or a key is taken away, and keeps them when the same access is written again', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    await node.perform('createAccount', { hostingId: idB, phpVersion: version });
    const user = `h${idB}`;
    const sessions = () => spawnSync('pgrep', ['-x', '-u', user, 'sshd'], { encoding: 'utf8' }).stdout.trim();
    const openSession = async () => {
      const open = spawn('sftp', [...CLIENT, '-i', key, '-o', 'BatchMode=yes', '-P', sshPort, `${user}@127.0.0.1`], { stdio: ['pipe', 'pipe', 'ignore'] });
      open.stdin.write('pwd\n');
      await new Promise<void>((resolve) => open.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Remote working directory') && resolve()));
      return open;
    };
    const ended = async () => {
      for (let attempt = 0; attempt < 50 && sessions() !== ''; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
      return sessions() === '';
    };
    const access = { hostingId: idB, enabled: true, keys: [publicKey], password: 'Primeira#Senha1' };
    await node.perform('writeSshAccess', access);

    let open = await openSession();
    expect(await node.perform('writeSshAccess', access)).toEqual({ changed: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessions(), 'the same access ended the session').not.toBe('');

    expect(await node.perform('writeSshAccess', { ...access, password: 'Segunda#Senha2' })).toEqual({ changed: true });
    const afterPassword = await ended();
    open.kill();
    expect(afterPassword, 'a new password left the session open').toBe(true);

    open = await openSession();
    await node.perform('writeSshAccess', { ...access, password: 'Segunda#Senha2', keys: [] });
    const afterKey = await ended();
    open.kill();
    expect(afterKey, 'the key taken away left its session open').toBe(true);
  }, 60_000);
});
