import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs } from '../../../../tests/support/apiApp';
import { fetchFromNodeUntil, linkFileRootToHome, nodeTestHostingId, realNodeAgent, removeTestAccount } from '../../../../tests/support/realNode';

/**
 * On the real node (scripts/hosting-node.sh start), what the file manager writes in a home (the
 * panel runs as another user than the site) is the hosting's to change: its PHP, running as the
 * hosting's user through nginx, appends to a file the panel created and saved and writes in a
 * folder the panel made. Another hosting's PHP still reads none of it.
 */
const RESOURCE = 'blogdaana.com.br';
const BASE = `/api/hosting/${RESOURCE}/files`;
const site = (hostingId: number, domain: string) => ({ hostingId, domain, temporaryDomain: null, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null });

describe.runIf(realNodeAgent)("the file manager's files on the real node", () => {
  const node = realNodeAgent!;
  const hostingA = nodeTestHostingId();
  const hostingB = hostingA + 1;
  const [domainA, domainB] = [`arquivos${hostingA}.com.br`, `arquivos${hostingB}.com.br`];
  let started: Awaited<ReturnType<typeof createTestApp>>;
  let homeA = '';
  let homeB = '';

  beforeAll(async () => {
    started = await createTestApp({ timeScale: 0.0001 });
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    homeA = (await node.perform('createAccount', { hostingId: hostingA, phpVersion: version })).home;
    homeB = (await node.perform('createAccount', { hostingId: hostingB, phpVersion: version })).home;
    const hosting = await started.app.context.db.selectFrom('hostings').select('id').where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    await linkFileRootToHome(started.app, hosting.id, homeA, hostingA);
    await node.perform('writeSite', site(hostingA, domainA));
    await node.perform('writeSite', site(hostingB, domainB));
  }, 60_000);
  afterAll(async () => {
    for (const hostingId of [hostingA, hostingB]) await removeTestAccount(hostingId);
    await started?.close();
  });

  it('lets the hosting\'s PHP change a file the panel created and saved, one uploaded and one restored, and write in a folder the panel made', async () => {
    const { app } = started;
    const owner = await loginAs(app, DEMO.owner);
    const post = async (route: string, body: Record<string, unknown>) => {
      const response = await call(app, owner, 'POST', `${BASE}/${route}`, body);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    await post('create-file', { path: '/public_html', name: 'contador.txt' });
    await post('edit', { path: '/public_html/contador.txt', content: 'painel\n' });
    await post('create-folder', { path: '/public_html', name: 'dados' });
    await post('create-file', { path: '/public_html', name: 'anexa.php' });
    await post('edit', {
      path: '/public_html/anexa.php',
      // chmod needs the file's owner: what the panel created and saved is the site's user's, as if its PHP had written it.
      content: "<?php\n$a = @file_put_contents(__DIR__ . '/contador.txt', \"php\\n\", FILE_APPEND);\n$b = @file_put_contents(__DIR__ . '/dados/novo.txt', 'criado pelo PHP');\n$c = @chmod(__DIR__ . '/contador.txt', 0660) && @chmod(__DIR__ . '/dados', 0770);\necho ($a !== false && $b !== false && $c) ? 'gravou' : 'recusado';\n",
    });

    const answer = await fetchFromNodeUntil(200, domainA, '/anexa.php');
    expect(answer.body).toBe('gravou');
    expect((await post('show', { path: '/public_html/contador.txt' })).data.content).toBe('painel\nphp\n');
    expect((await post('show', { path: '/public_html/dados/novo.txt' })).data.content).toBe('criado pelo PHP');
    // nginx serves what the panel wrote.
    expect((await fetchFromNodeUntil(200, domainA, '/contador.txt')).body).toBe('painel\nphp\n');

    // An upload is written elsewhere and moved in: handed to the site's user, its PHP changes it too.
    const boundary = 'limite-do-envio';
    const upload = await app.inject({
      method: 'POST',
      url: `${BASE}/upload`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="dir"\r\n\r\n/public_html/dados\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="enviado.txt"\r\nContent-Type: text/plain\r\n\r\nenviado\n\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await post('create-file', { path: '/public_html', name: 'anexa-envio.php' });
    await post('edit', { path: '/public_html/anexa-envio.php', content: "<?php\necho @file_put_contents(__DIR__ . '/dados/enviado.txt', \"php\\n\", FILE_APPEND) === false ? 'recusado' : 'gravou';\n" });
    expect((await fetchFromNodeUntil(200, domainA, '/anexa-envio.php')).body).toBe('gravou');
    expect((await post('show', { path: '/public_html/dados/enviado.txt' })).data.content).toBe('enviado\nphp\n');

    // A file brought back from a restore point too.
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    const point = await app.context.backups.take(hosting);
    await post('remove', { files: ['/public_html/contador.txt'] });
    await app.context.backups.restorePart(hosting, point, 'files', 'public_html/contador.txt');
    expect((await fetchFromNodeUntil(200, domainA, '/anexa.php')).body).toBe('gravou');
    expect((await post('show', { path: '/public_html/contador.txt' })).data.content).toBe('painel\nphp\nphp\n');

    // Hosting B's PHP reads nothing of hosting A's files, the panel's included.
    await writeFile(
      path.join(homeB, 'public_html', 'espia.php'),
      `<?php\n$text = @file_get_contents(${JSON.stringify(path.join(homeA, 'public_html', 'contador.txt'))});\necho $text === false ? 'negado' : $text;\n`,
    );
    expect((await fetchFromNodeUntil(200, domainB, '/espia.php')).body).toBe('negado');
  }, 60_000);
});
