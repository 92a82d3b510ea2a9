import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs } from '../../../../tests/support/apiApp';
import { fetchFromNodeUntil, linkFileRootToHome, nodeTestHostingId, postToNode, realNodeAgent, removeTestAccount } from '../../../../tests/support/realNode';
import type { InstallStatusAnswer } from '../contract';
import { DEFAULT_WORDPRESS_SOURCE_DIR } from './appSources';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { SANDBOX_PHP_VERSIONS } from '@server/provisioning/hostingNodeFromEnv';
import { SandboxNode } from '@server/provisioning/sandboxNode';

/** XML-RPC's wp.getUsersBlogs: the blogs a user and password sign in to. */
const usersBlogsCall = (username: string, password: string) => {
  const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<?xml version="1.0"?><methodCall><methodName>wp.getUsersBlogs</methodName><params><param><value><string>${text(username)}</string></value></param><param><value><string>${text(password)}</string></value></param></params></methodCall>`;
};

/**
 * "Instalar WordPress" on the real node (scripts/hosting-node.sh start) with real MariaDB
 * (scripts/database-servers.sh start) and Debian's wordpress package: the install copies the
 * package's code, creates the database, writes wp-config.php and runs WordPress's own install
 * with the panel's title, address and administrator, through nginx and PHP-FPM.
 */
const sourceDir = process.env.WORDPRESS_SOURCE_DIR || DEFAULT_WORDPRESS_SOURCE_DIR;
const ready = realNodeAgent !== null && !!process.env.MYSQL_ADMIN_URL && existsSync(`${sourceDir}/wp-includes/version.php`);
const RESOURCE = 'blogdaana.com.br';
const userId = (hostingId: number) => Number(execFileSync('id', ['-u', `h${hostingId}`], { encoding: 'utf8' }).trim());

describe.runIf(ready)('WordPress installed on the real node', () => {
  const node = realNodeAgent!;
  const hostingId = nodeTestHostingId();
  const domain = `wp${hostingId}.com.br`;
  let started: Awaited<ReturnType<typeof createTestApp>>;

  let panelHostingId = 0;

  beforeAll(async () => {
    // The panel believes it has a real node: WordPress's installation of its hosting goes to the
    // real node's account of the test; what else it would send the node stays in a sandbox.
    const sandbox = new SandboxNode(SANDBOX_PHP_VERSIONS);
    const hostingNode: HostingNode = {
      kind: 'local',
      perform: (name, args) => {
        const mine = name === 'installWordPress' && (args as { hostingId: number }).hostingId === panelHostingId;
        return mine ? node.perform(name, { ...args, hostingId }) : sandbox.perform(name, args);
      },
    };
    started = await createTestApp({ databaseServers: { mysqlAdminUrl: process.env.MYSQL_ADMIN_URL }, timeScale: 0.0001, hostingNode });
  });
  afterAll(async () => {
    const { app } = started;
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    await removeTestAccount(hostingId);
    for (const database of await app.context.databases.list(hosting).catch(() => [])) await app.context.databases.remove(hosting, { dbms: database.dbms, dbname: database.dbname });
    await started.close();
  });

  it("copies WordPress's code and its configuration into the chosen folder and installs it: the blog answers through the web server and the access the panel shows signs in", async () => {
    const { app } = started;
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const hosting = await app.context.db.selectFrom('hostings').select('id').where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    panelHostingId = hosting.id;
    await linkFileRootToHome(app, hosting.id, home, hostingId);

    const owner = await loginAs(app, DEMO.owner);
    const admin = { adminUsername: 'ana', adminPassword: `S3nh@ "forte" $(id); 'x'`, adminEmail: 'ana@lojadaana.com.br' };
    const created = await call(app, owner, 'POST', `/api/hosting/${RESOURCE}/apps`, { app: 'wordpress', title: 'Blog da Ana', hasDir: true, dir: 'blog', advancedMode: true, ...admin });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data.key as string;
    let answer: InstallStatusAnswer | null = null;
    for (let i = 0; i < 100 && answer?.status !== 'completed' && answer?.status !== 'error'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await app.context.jobs.tick();
      answer = (await call(app, owner, 'GET', `/api/hosting/${RESOURCE}/apps/status?key=${key}`)).json().data as InstallStatusAnswer;
    }
    expect(answer?.message ?? '').toBe('');
    expect(answer?.status).toBe('completed');

    await node.perform('writeSite', { hostingId, domain, temporaryDomain: null, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null });
    // Installed, with the panel's title and address: the install screen says so, the blog answers.
    const page = await fetchFromNodeUntil(200, domain, '/blog/wp-admin/install.php');
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    expect(page.body).not.toContain('Error establishing a database connection');
    expect(page.body).not.toContain('id="setup"');
    const blog = await fetchFromNodeUntil(200, domain, '/blog/');
    expect(blog.body).toContain('<title>Blog da Ana</title>');
    expect(blog.body).toContain(`https://${RESOURCE}/blog`);
    // The access the panel shows signs in (XML-RPC, which the site answers over plain HTTP); another password does not.
    const signIn = async (password: string) => (await postToNode(domain, '/blog/xmlrpc.php', usersBlogsCall(admin.adminUsername, password))).body;
    expect(await signIn(admin.adminPassword)).toContain('<name>blogName</name><value><string>Blog da Ana</string>');
    expect(await signIn('outra-senha')).toMatch(/<name>faultCode<\/name>\s*<value><int>403<\/int>/);
    // Handed to the site's user, as the files WordPress writes itself will be.
    for (const file of ['blog', 'blog/wp-config.php', 'blog/wp-admin/install.php']) expect((await stat(path.join(home, 'public_html', file))).uid).toBe(userId(hostingId));
  }, 120_000);
});
