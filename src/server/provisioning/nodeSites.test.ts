import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../tests/support/apiApp';
import type { ServerContext } from '../plugins/serverPlugin';
import { NodeSites } from './nodeSites';
import { SandboxNode } from './sandboxNode';
import type { FastifyBaseLogger } from 'fastify';

/** The panel's side of the node: what the panel's data and routes make the (sandbox) node serve. */
const app = withTestApp();
const context = () => (app as unknown as { context: ServerContext }).context;
const sandbox = () => context().nodeSites.node as SandboxNode;
const hostingId = async (domain: string) => (await context().db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;

describe('each hosting on its node', () => {
  it('creates the demo hostings with their names, subdomain and redirect; a route change is served at once', async () => {
    await context().nodeSites.syncAll();
    const loja = await hostingId('lojadaana.com.br');
    expect(sandbox().siteOf(loja)).toMatchObject({
      domain: 'lojadaana.com.br',
      temporaryDomain: expect.stringMatching(/\.painel-temp\.com\.br$/),
      aliases: ['lojadaana.net.br'],
      subdomains: [{ host: 'blog.lojadaana.com.br', dir: 'blog' }],
      redirects: [{ source: 'www.lojadaana.net.br', target: 'https://lojadaana.com.br/', code: 301 }],
      suspensionPage: null,
    });

    const owner = await loginAs(app, DEMO.owner);
    expect((await call(app, owner, 'POST', '/api/domain/lojadaana.com.br/alias', { domain: 'analoja.com.br' })).statusCode).toBe(201);
    await context().nodeSites.changed(loja);
    expect(sandbox().siteOf(loja)?.aliases).toEqual(['analoja.com.br', 'lojadaana.net.br']);
  });

  it('gives a suspended hosting its suspension screen and removes a hosting that is gone', async () => {
    const loja = await hostingId('lojadaana.com.br');
    await context().db.updateTable('hostings').set({ status: 'Suspended' }).where('id', '=', loja).execute();
    await context().nodeSites.syncAll();
    expect(sandbox().siteOf(loja)?.suspensionPage).toContain('<!doctype html>');

    await context().db.deleteFrom('hostings').where('id', '=', loja).execute();
    await context().nodeSites.syncAll();
    expect(sandbox().siteOf(loja)).toBeUndefined();
    expect((await sandbox().perform('listSites', {})).hostingIds).not.toContain(loja);
  });

  it('puts up the pause screen at once and takes it down at once, without waiting for a pass', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const blog = await hostingId('blogdaana.com.br');
    await context().nodeSites.syncAll();
    expect(sandbox().siteOf(blog)?.suspensionPage).toBeNull();
    const eventually = async (check: () => boolean) => {
      for (let attempt = 0; attempt < 100 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
      return check();
    };
    expect((await call(app, owner, 'POST', '/api/hosting/blogdaana.com.br/pause')).statusCode).toBe(200);
    expect(await eventually(() => (sandbox().siteOf(blog)?.suspensionPage ?? '').includes('Site indisponível'))).toBe(true);
    expect((await call(app, owner, 'POST', '/api/hosting/blogdaana.com.br/unpause')).statusCode).toBe(200);
    expect(await eventually(() => sandbox().siteOf(blog)?.suspensionPage === null)).toBe(true);
  });

  it("applies a hosting's PHP settings to its pool on the node", async () => {
    const owner = await loginAs(app, DEMO.owner);
    const blog = await hostingId('blogdaana.com.br');
    await context().nodeSites.syncAll();
    const settings = (await call(app, owner, 'GET', '/api/hosting/blogdaana.com.br/php')).json().data;
    const { version: _version, versions: _versions, ...values } = settings;
    expect((await call(app, owner, 'POST', '/api/hosting/blogdaana.com.br/php', { ...values, memory_limit: 512 })).statusCode).toBe(202);
    for (let attempt = 0; attempt < 100 && sandbox().phpOf(blog)?.values?.memory_limit !== 512; attempt++) {
      await context().jobs.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sandbox().phpOf(blog)?.values).toMatchObject({ memory_limit: 512 });
  });

  it("runs each plugin's loop on its own: one whose pass hangs holds up neither the sites' pass nor another loop", async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const sites = new NodeSites(context().db, sandbox(), context().siteHosts, log);
    let passes = 0;
    sites.addLoop({ name: 'a DNS server that never answers', intervalMs: 5, pass: () => new Promise<void>(() => undefined) });
    sites.addLoop({ name: 'crontabs', intervalMs: 5, pass: async () => void passes++ });
    const running = sites.start(5);
    try {
      for (let attempt = 0; attempt < 200 && passes < 3; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(passes).toBeGreaterThanOrEqual(3);
      const settled = await Promise.race([sites.syncAll().then(() => 'synced'), new Promise((resolve) => setTimeout(resolve, 5_000, 'held up'))]);
      expect(settled).toBe('synced');
    } finally {
      running.stop();
    }
  });
});
