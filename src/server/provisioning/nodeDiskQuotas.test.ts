import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';
import { confirmedPayment } from '../../../tests/support/paidAction';
import { linkFileRootToHome, nodeTestHostingId, realNodeAgent, removeTestAccount } from '../../../tests/support/realNode';
import { findPlan } from '../../plugins/hosting-create/catalogue';
import { diskQuotaMessage } from '../hostingFiles/diskQuota';
import { HostingFiles } from '../hostingFiles/fileRoot';
import type { ServerContext } from '../plugins/serverPlugin';
import type { HostingNode } from './hostingNode';
import { measureHomesOnNode, NodeDiskQuotas } from './nodeDiskQuotas';
import type { SandboxNode } from './sandboxNode';

const GIB = 1024 ** 3;
const MIB = 1024 * 1024;

/** What the panel asks of the (sandbox) node for each hosting's disk: its plan's, in MB. */
describe("each hosting's disk limit on its node", () => {
  const app = withTestApp();
  const context = () => (app as unknown as { context: ServerContext }).context;
  const sandbox = () => context().nodeSites.node as SandboxNode;
  const hosting = (domain: string) => context().db.selectFrom('hostings').select(['id', 'plan_id']).where('domain', '=', domain).executeTakeFirstOrThrow();
  const planMegabytes = (planId: number) => findPlan(planId)!.plan.disk * 1024;

  it("is set to the plan's disk when the account is created, and to the new plan's when the plan changes", async () => {
    await context().nodeSites.syncAll();
    const loja = await hosting('lojadaana.com.br');
    expect(sandbox().diskQuotaOf(loja.id)).toBe(planMegabytes(loja.plan_id));

    const owner = await loginAs(app, DEMO.owner);
    const { plans } = (await call(app, owner, 'GET', '/api/hosting/lojadaana.com.br/plan')).json().data as { plans: { id: number; disk: number }[] };
    const other = plans.find((plan) => plan.disk !== findPlan(loja.plan_id)!.plan.disk)!;
    expect((await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/plan', confirmedPayment({ id: other.id }))).statusCode).toBe(200);
    expect(sandbox().diskQuotaOf(loja.id)).toBe(other.disk * 1024);
  });

  it('repairs, in its pass, a home whose limit differs from its plan (a restored home, a change the node missed), and leaves the right ones alone', async () => {
    const loja = await hosting('lojadaana.com.br');
    const blog = await hosting('blogdaana.com.br');
    const sent: { hostingId: number; megabytes: number }[] = [];
    // A node with quotas whose blog home has the right limit and whose loja home lost its own.
    const node: HostingNode = {
      kind: 'local',
      perform: (async (name: string, args: { hostingIds?: number[]; hostingId?: number; megabytes?: number }) => {
        if (name === 'readDiskUsage') {
          return { enforced: true, hostings: args.hostingIds!.map((hostingId) => ({ hostingId, usedBytes: 0, limitBytes: hostingId === blog.id ? planMegabytes(blog.plan_id) * MIB : null })) };
        }
        sent.push({ hostingId: args.hostingId!, megabytes: args.megabytes! });
        return { enforced: true, changed: true };
      }) as HostingNode['perform'],
    };
    const quotas = new NodeDiskQuotas(context().db, node, (hostingId) => context().files.quota.limitBytes(hostingId), app.log);
    await quotas.syncAll();
    expect(sent).toContainEqual({ hostingId: loja.id, megabytes: planMegabytes(loja.plan_id) });
    expect(sent.map((call) => call.hostingId)).not.toContain(blog.id);
  });
});

/**
 * On the real node the file system refuses a write past the home's limit, the panel's own too (it
 * counts every writer): the file manager answers the plan's text (507), not a 500, and the file
 * stays as it was.
 */
describe.runIf(realNodeAgent)("the panel's writes past a home's limit on the real node", () => {
  const node = realNodeAgent!;
  const nodeHostingId = nodeTestHostingId();
  let started: Awaited<ReturnType<typeof createTestApp>>;
  let home = '';
  let enforced = false;
  let planBytes = 0;

  beforeAll(async () => {
    started = await createTestApp({ timeScale: 0.0001 });
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    home = (await node.perform('createAccount', { hostingId: nodeHostingId, phpVersion: version })).home;
    const blog = await started.app.context.db.selectFrom('hostings').select(['id', 'plan_id']).where('domain', '=', 'blogdaana.com.br').executeTakeFirstOrThrow();
    await linkFileRootToHome(started.app, blog.id, home, nodeHostingId);
    planBytes = findPlan(blog.plan_id)!.plan.disk * GIB;
    enforced = (await node.perform('setDiskQuota', { hostingId: nodeHostingId, megabytes: 1 })).enforced;
  }, 60_000);
  afterAll(async () => {
    await removeTestAccount(nodeHostingId);
    await started?.close();
  });

  it("answers the plan's text when the file system refuses a save, and keeps the file", async (context) => {
    if (!enforced) return context.skip();
    const { app } = started;
    const owner = await loginAs(app, DEMO.owner);
    const base = '/api/hosting/blogdaana.com.br/files';
    const created = await call(app, owner, 'POST', `${base}/create-file`, { path: '/public_html', name: 'grande.txt' });
    expect(created.statusCode, created.body).toBe(201);
    const saved = await call(app, owner, 'POST', `${base}/edit`, { path: '/public_html/grande.txt', content: 'pequeno\n' });
    expect(saved.statusCode, saved.body).toBe(200);

    // 1.5 MB: well within the plan's disk the panel counts, past the 1 MB the home is held to.
    const refused = await call(app, owner, 'POST', `${base}/edit`, { path: '/public_html/grande.txt', content: 'x'.repeat(1.5 * MIB) });
    expect(refused.statusCode, refused.body).toBe(507);
    expect(refused.json().message).toBe(diskQuotaMessage(planBytes));
    expect(await readFile(path.join(home, 'public_html', 'grande.txt'), 'utf8')).toBe('pequeno\n');

    // An upload, received elsewhere and copied in: refused the same way, nothing of it left in the home.
    const boundary = 'limite-do-envio';
    const upload = await app.inject({
      method: 'POST',
      url: `${base}/upload`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dir"\r\n\r\n/public_html\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="enviado.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        Buffer.alloc(1.5 * MIB, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(507);
    expect(upload.json().message).toBe(diskQuotaMessage(planBytes));
    await expect(readFile(path.join(home, 'public_html', 'enviado.bin'))).rejects.toMatchObject({ code: 'ENOENT' });

    // An extraction (a job): it finishes with the plan's text, not a retried "Unknown system error".
    await writeFile(path.join(home, 'public_html', 'zeros.txt.gz'), gzipSync(Buffer.alloc(1.5 * MIB)));
    const extraction = await call(app, owner, 'POST', `${base}/extract`, { file: '/public_html/zeros.txt.gz', dir: '/public_html/extraido', deleteArchive: false });
    expect(extraction.statusCode, extraction.body).toBe(202);
    await app.context.jobs.tick();
    const job = (await call(app, owner, 'GET', `/api/job/${extraction.json().data.job}`)).json().data;
    expect(job).toMatchObject({ status: 'completed', result: { error: diskQuotaMessage(planBytes) } });
    await expect(readFile(path.join(home, 'public_html', 'extraido', 'zeros.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 60_000);

  it("counts a home's bytes as the file system does, the figure its limit holds", async (context) => {
    if (!enforced || path.basename(path.dirname(home)) !== 'hostings') return context.skip();
    // A panel whose file roots are the node's homes, as with HOSTING_NODE=local.
    const files = new HostingFiles(path.dirname(path.dirname(home)));
    measureHomesOnNode(files, node);
    const [reading] = (await node.perform('readDiskUsage', { hostingIds: [nodeHostingId] })).hostings;
    expect(reading!.usedBytes).toBeGreaterThan(0);
    expect(await files.rootBytes(nodeHostingId)).toBe(reading!.usedBytes);
  });
});
