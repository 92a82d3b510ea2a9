import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '@server/db/database';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import { call, createTestApp, DEMO, loginAs } from '../../../../tests/support/apiApp';
import { confirmedPayment } from '../../../../tests/support/paidAction';
import { realNodeAgent, removeTestAccount } from '../../../../tests/support/realNode';
import type { SshStatus } from '../contract';

/**
 * On the real node (`scripts/hosting-node.sh start`'s exports, SSH_PORT among them): a hosting
 * created through the panel, with SSH turned on in the panel, signs in with Debian's sftp exactly
 * as the SSH page shows (its command, its user, the FTP main account's password); after the FTP main
 * password changes in the panel, the new one signs in as the change answers and the old one is refused.
 */
const onNode = realNodeAgent !== null && process.env.SSH_PORT !== undefined;
const CLIENT = ['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR', '-o', 'ConnectTimeout=10'];

describe.runIf(onNode)('the SSH page signs in to the real node as it shows', () => {
  // The panel's new hosting takes this id, so its system user on the node is this run's own (never a
  // multiple of 10: those are nodeTestHostingId's); the demo hostings stay in a sandbox node of the test's.
  const nodeId = 710_000 + Math.floor(Math.random() * 1_000) * 10 + 3;
  const domain = `acesso${nodeId}.com.br`;
  const api = (tail: string) => `/api/hosting/${domain}/${tail}`;
  const others = new SandboxNode(['8.2']);
  const node: HostingNode = {
    kind: 'local',
    perform: async (name, args) => {
      const { hostingId, hostingIds } = args as { hostingId?: number; hostingIds?: number[] };
      if (name === 'listSites') return { hostingIds: (await realNodeAgent!.perform('listSites', {})).hostingIds.filter((id) => id === nodeId) } as never;
      if (name === 'phpVersions' || hostingId === nodeId) return realNodeAgent!.perform(name, args);
      if (hostingIds?.includes(nodeId)) return realNodeAgent!.perform(name, { ...args, hostingIds: [nodeId] } as never);
      return others.perform(name, args);
    },
  };
  let started: Awaited<ReturnType<typeof createTestApp>>;
  let owner = '';
  let work = '';

  beforeAll(async () => {
    started = await createTestApp({ hostingNode: node, timeScale: 0.0001 });
    const { db } = started.app.context;
    if (isPostgres(db)) await sql`select setval(pg_get_serial_sequence('hostings', 'id'), ${nodeId - 1})`.execute(db);
    else await sql`update sqlite_sequence set seq = ${nodeId - 1} where name = 'hostings'`.execute(db);
    owner = await loginAs(started.app, DEMO.owner);
    work = await mkdtemp(path.join(tmpdir(), 'painel-ssh-page-'));
  }, 60_000);
  afterAll(async () => {
    await removeTestAccount(nodeId);
    await started?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** Runs the page's connection command (with the client's options), the password from SSH_ASKPASS: whether it reached the home. */
  async function signsIn(connection: string, password: string): Promise<boolean> {
    const [program, ...rest] = connection.split(' ');
    const secret = path.join(work, 'senha');
    await writeFile(secret, password, { mode: 0o600 });
    const askPass = path.join(work, 'senha.sh');
    await writeFile(askPass, `#!/bin/sh\ncat '${secret}'\n`, { mode: 0o700 });
    const result = spawnSync(program, [...CLIENT, '-o', 'PubkeyAuthentication=no', '-o', 'PreferredAuthentications=password', '-o', 'NumberOfPasswordPrompts=1', ...rest], {
      input: 'pwd\n',
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, SSH_ASKPASS: askPass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: ':0' },
    });
    return result.status === 0 && result.stdout.includes(`Remote working directory: /${nodeId}`);
  }

  it("signs in with the page's command, user and password, and after the FTP main password changes only with the new one", async () => {
    const { app } = started;
    const created = await call(app, owner, 'POST', '/api/hosting', confirmedPayment({ domain, plan: 1, region: 'BR' }));
    expect(created.statusCode, created.body).toBe(200);
    // The provisioning job makes the hosting Active and creates its account on the node.
    for (let attempt = 0; attempt < 50 && (await realNodeAgent!.perform('listSites', {})).hostingIds.includes(nodeId) === false; attempt++) {
      await app.context.jobs.tick();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id).toBe(nodeId);

    expect((await call(app, owner, 'PATCH', api('ssh'), { value: true })).statusCode).toBe(202);
    let ssh: SshStatus = (await call(app, owner, 'GET', api('ssh'))).json().data;
    for (let attempt = 0; attempt < 50 && ssh.queued === true; attempt++) {
      await app.context.jobs.tick();
      ssh = (await call(app, owner, 'GET', api('ssh'))).json().data;
    }
    expect(ssh).toMatchObject({ active: true, queued: false, port: Number(process.env.SSH_PORT) });
    // What the page shows: the command, and the user and server it is made of.
    expect(ssh.connection).toBe(`sftp -P ${ssh.port} ${ssh.username}@${ssh.host}`);
    const ftpMain = async () => (await call(app, owner, 'GET', api('ftp'))).json().data.main as { username: string; password: string };
    const first = (await ftpMain()).password;
    expect(first).toMatch(/^.{8,}$/);
    expect(await signsIn(ssh.connection, first)).toBe(true);
    expect(await signsIn(ssh.connection, `${first}x`)).toBe(false);

    const changed = await call(app, owner, 'POST', api('ftp/password'), { username: (await ftpMain()).username, password: 'Nova:Senha "do" SSH', passwordConfirm: 'Nova:Senha "do" SSH' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await ftpMain()).password).toBe('Nova:Senha "do" SSH');
    expect(await signsIn(ssh.connection, 'Nova:Senha "do" SSH')).toBe(true);
    expect(await signsIn(ssh.connection, first)).toBe(false);

    // Off: the password signs in no more.
    expect((await call(app, owner, 'PATCH', api('ssh'), { value: false })).statusCode).toBe(202);
    await app.context.jobs.tick();
    expect(await signsIn(ssh.connection, 'Nova:Senha "do" SSH')).toBe(false);
  }, 120_000);
});
