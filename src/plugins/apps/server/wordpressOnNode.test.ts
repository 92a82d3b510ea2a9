import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs } from '../../../../tests/support/apiApp';
import { fetchFromNodeUntil, linkFileRootToHome, nodeTestHostingId, realNodeAgent } from '../../../../tests/support/realNode';
import type { InstallStatusAnswer } from '../contract';
import { DEFAULT_WORDPRESS_SOURCE_DIR } from './appSources';

/**
 * "Instalar WordPress" on the real node (scripts/hosting-node.sh start) with real MariaDB
 * (scripts/database-servers.sh start) and Debian's wordpress package: the install copies the
 * package's code, creates the database and writes wp-config.php, and WordPress's own install
 * screen answers through nginx and PHP-FPM, connected to its database.
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

  beforeAll(async () => {
    started = await createTestApp({ databaseServers: { mysqlAdminUrl: process.env.MYSQL_ADMIN_URL }, timeScale: 0.0001 });
  });
  afterAll(async () => {
    const { app } = started;
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    await node.perform('removeAccount', { hostingId }).catch(() => undefined);
    for (const database of await app.context.databases.list(hosting).catch(() => [])) await app.context.databases.remove(hosting, { dbms: database.dbms, dbname: database.dbname });
    await started.close();
  });

  it("copies WordPress's code and its configuration into the chosen folder, and WordPress's install screen answers through the web server", async () => {
    const { app } = started;
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const hosting = await app.context.db.selectFrom('hostings').select('id').where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    await linkFileRootToHome(app, hosting.id, home, hostingId);

    const owner = await loginAs(app, DEMO.owner);
    const created = await call(app, owner, 'POST', `/api/hosting/${RESOURCE}/apps`, { app: 'wordpress', title: 'Blog da Ana', hasDir: true, dir: 'blog' });
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
    const page = await fetchFromNodeUntil(200, domain, '/blog/wp-admin/install.php');
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    expect(page.body).toContain('WordPress &rsaquo; Installation');
    expect(page.body).toContain('id="setup"');
    expect(page.body).not.toContain('Error establishing a database connection');
    // Handed to the site's user, as the files WordPress writes itself will be.
    for (const file of ['blog', 'blog/wp-config.php', 'blog/wp-admin/install.php']) expect((await stat(path.join(home, 'public_html', file))).uid).toBe(userId(hostingId));
  }, 120_000);
});
