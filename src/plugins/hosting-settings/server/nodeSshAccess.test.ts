import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { NodeRefused, type HostingNode } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import { DEMO_SSH_KEY } from './seed';

/** The panel's side of SFTP on the node: what the SSH page makes the (sandbox) node allow. */
const app = withTestApp();
const LOJA = 'lojadaana.com.br';
const api = (tail: string) => `/api/hosting/${LOJA}/${tail}`;
const node = () => app.context.nodeSites.node as SandboxNode;
const OTHER_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHqsHf6TiNVLzKHMR5w+vQ6W1Ex1H2oYcgDmBwUYSnCF';
let owner: string;
let loja: number;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  loja = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', LOJA).executeTakeFirstOrThrow()).id;
  await app.context.nodeSites.syncEverything();
});

/** The SSH switch's job runs after the sandbox's delay (scaled): runs the queue until the switch settles. */
async function toggle(value: boolean) {
  expect((await call(app, owner, 'PATCH', api('ssh'), { value })).statusCode).toBe(202);
  for (let attempt = 0; attempt < 100; attempt++) {
    await app.context.jobs.tick();
    if ((await call(app, owner, 'GET', api('ssh'))).json().data.queued !== true) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("each hosting's SFTP sign-in on its node", () => {
  it('allows the hosting with its keys and the FTP main password once SSH is on, follows a key added or removed, and nobody once off', async () => {
    expect(node().sshAccessOf(loja)).toEqual({ enabled: false, keys: [], password: null });
    await toggle(true);
    expect(node().sshAccessOf(loja)).toEqual({ enabled: true, keys: [DEMO_SSH_KEY], password: DEMO_PASSWORD });

    expect((await call(app, owner, 'POST', api('ssh'), { title: 'servidor', key: `${OTHER_KEY} ci@build` })).statusCode).toBe(201);
    expect(node().sshAccessOf(loja)?.keys).toEqual([DEMO_SSH_KEY, OTHER_KEY]);
    expect((await call(app, owner, 'DELETE', api('ssh/notebook%20da%20Ana'))).statusCode).toBe(204);
    expect(node().sshAccessOf(loja)?.keys).toEqual([OTHER_KEY]);

    await app.context.db.updateTable('hostings').set({ status: 'Suspended' }).where('id', '=', loja).execute();
    await app.context.nodeSites.syncEverything();
    expect(node().sshAccessOf(loja)).toMatchObject({ enabled: false, keys: [] });
    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', loja).execute();
    await app.context.nodeSites.syncEverything();
    expect(node().sshAccessOf(loja)).toMatchObject({ enabled: true, keys: [OTHER_KEY] });

    await toggle(false);
    expect(node().sshAccessOf(loja)).toEqual({ enabled: false, keys: [], password: null });
  });

  it("sends the FTP main account's new password as the change answers, and only while SSH is on", async () => {
    const ftpMain = async () => (await call(app, owner, 'GET', api('ftp'))).json().data.main as { username: string; password: string };
    const setFtpPassword = async (password: string) =>
      expect((await call(app, owner, 'POST', api('ftp/password'), { username: (await ftpMain()).username, password, passwordConfirm: password })).statusCode).toBe(200);
    await toggle(true);
    expect(node().sshAccessOf(loja)?.password).toBe((await ftpMain()).password);
    await setFtpPassword('Nova#Senha#SSH1');
    expect(node().sshAccessOf(loja)?.password).toBe('Nova#Senha#SSH1');

    // A missed push (the node was down) is sent by the next pass.
    const perform = node().perform.bind(node());
    const down = vi.spyOn(node(), 'perform').mockImplementation((name, args) => (name === 'writeSshAccess' ? Promise.reject(new NodeRefused(503, 'fora do ar')) : perform(name, args)));
    await setFtpPassword('Outra#Senha#SSH2');
    down.mockRestore();
    expect(node().sshAccessOf(loja)?.password).toBe('Nova#Senha#SSH1');
    await app.context.nodeSites.syncEverything();
    expect(node().sshAccessOf(loja)?.password).toBe('Outra#Senha#SSH2');

    await toggle(false);
    await setFtpPassword('Mais#Uma#Senha3');
    expect(node().sshAccessOf(loja)).toEqual({ enabled: false, keys: [], password: null });
  });

  it("leaves the switch as it was, queued 'error', when the node refuses", async () => {
    const perform = node().perform.bind(node());
    const down = vi.spyOn(node(), 'perform').mockImplementation((name, args) => (name === 'writeSshAccess' ? Promise.reject(new NodeRefused(503, 'fora do ar')) : perform(name, args)));
    try {
      await toggle(true);
    } finally {
      down.mockRestore();
    }
    expect((await call(app, owner, 'GET', api('ssh'))).json().data).toMatchObject({ active: false, queued: 'error' });
    expect(node().sshAccessOf(loja)?.enabled).toBe(false);
  });
});

describe('the SSH page with a real node', () => {
  // The sandbox's bookkeeping behind a node that says it is real: what the page shows and does then.
  const held = new SandboxNode(['8.2']);
  const realNode: HostingNode = { kind: 'local', perform: (name, args) => held.perform(name, args) };
  const real = withTestApp({ hostingNode: realNode });

  it('shows the SFTP command that signs in there, and applies the switch at once', async () => {
    const signedIn = await loginAs(real, DEMO.owner);
    const id = (await real.context.db.selectFrom('hostings').select('id').where('domain', '=', LOJA).executeTakeFirstOrThrow()).id;
    await real.context.nodeSites.syncEverything();
    const ssh = (await call(real, signedIn, 'GET', api('ssh'))).json().data;
    // The user sshd knows is the hosting's system user: the page shows it, with the FTP main password.
    expect(ssh).toMatchObject({ connection: `sftp -P ${process.env.SSH_PORT ?? 2222} h${id}@127.0.0.1`, username: `h${id}`, port: Number(process.env.SSH_PORT ?? 2222) });
    expect((await call(real, signedIn, 'PATCH', api('ssh'), { value: true })).statusCode).toBe(202);
    await real.context.jobs.tick();
    expect(held.sshAccessOf(id)).toEqual({ enabled: true, keys: [DEMO_SSH_KEY], password: DEMO_PASSWORD });
  });
});
