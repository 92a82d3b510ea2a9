import { execFileSync } from 'node:child_process';
import { link, lstat, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchFromNodeUntil, nodeTestHostingId, realNodeAgent, removeTestAccount } from '../../../tests/support/realNode';
import { HostingFiles } from '../hostingFiles/fileRoot';
import { fileRootHolder } from './fileRootHolder';

/**
 * A whole restore on the real node replaces the home with a folder the panel built: handed back to
 * the hosting's user with its layout (owner, nginx's group, 0750) and its ACL, the site's PHP can
 * change the restored files and another hosting still cannot enter it. The panel's file roots are
 * the node's homes here, as with HOSTING_NODE=local.
 */
const homes = process.env.NODE_HOSTINGS_ROOT;
const ready = realNodeAgent !== null && homes !== undefined && path.basename(homes) === 'hostings';
const site = (hostingId: number, domain: string) => ({ hostingId, domain, temporaryDomain: null, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null });
const idsOf = (user: string) => ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()));

describe.runIf(ready)('a whole restore on the real node', () => {
  const node = realNodeAgent!;
  const hostingId = nodeTestHostingId();
  const other = hostingId + 1;
  const saved = mkdtemp(path.join(tmpdir(), 'painel-ponto-'));
  afterAll(async () => {
    for (const id of [hostingId, other]) await removeTestAccount(id);
    await rm(await saved, { recursive: true, force: true });
  });

  it("gives the restored home back to the hosting's user, its PHP changes what came back, another hosting reads nothing", async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const { home: otherHome } = await node.perform('createAccount', { hostingId: other, phpVersion: version });
    const files = new HostingFiles(path.dirname(homes!));
    files.handOverWith(async (id, relative) => void (await node.perform('handOverFiles', { hostingId: id, path: relative })));

    // What a restore point holds of the hosting's files.
    const folder = await saved;
    await mkdir(path.join(folder, 'public_html', 'dados'), { recursive: true });
    await writeFile(path.join(folder, 'public_html', 'dados', 'pedidos.txt'), 'salvo\n', { mode: 0o644 });
    await writeFile(path.join(folder, 'public_html', 'anexa.php'), "<?php\necho @file_put_contents(__DIR__ . '/dados/pedidos.txt', \"php\\n\", FILE_APPEND) === false ? 'recusado' : 'gravou';\n", { mode: 0o644 });
    await fileRootHolder(files).restore({ id: hostingId, domain: `restaurado${hostingId}.com.br`, username: `u${hostingId}` }, folder);

    const [uid] = idsOf(`h${hostingId}`);
    const [, webGid] = idsOf(process.env.NODE_WEB_USER ?? 'www-data');
    const restoredHome = await stat(home);
    expect({ uid: restoredHome.uid, gid: restoredHome.gid, mode: restoredHome.mode & 0o777 }).toEqual({ uid, gid: webGid, mode: 0o750 });
    expect((await stat(path.join(home, 'public_html', 'dados', 'pedidos.txt'))).uid).toBe(uid);

    await node.perform('writeSite', site(hostingId, `restaurado${hostingId}.com.br`));
    expect((await fetchFromNodeUntil(200, `restaurado${hostingId}.com.br`, '/anexa.php')).body).toBe('gravou');
    expect((await fetchFromNodeUntil(200, `restaurado${hostingId}.com.br`, '/dados/pedidos.txt')).body).toBe('salvo\nphp\n');

    await writeFile(path.join(otherHome, 'public_html', 'espia.php'), `<?php\necho @file_get_contents(${JSON.stringify(path.join(home, 'public_html', 'dados', 'pedidos.txt'))}) === false ? 'negado' : 'LIDO';\n`);
    await node.perform('writeSite', site(other, `vizinho${other}.com.br`));
    expect((await fetchFromNodeUntil(200, `vizinho${other}.com.br`, '/espia.php')).body).toBe('negado');
  }, 60_000);

  it('hands over no file a link leads to: a link is changed itself, a hard link to a file of the system stays the system\'s, a path through a link is refused', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const [uid] = idsOf(`h${hostingId}`);
    // Root's, in the home but outside what is handed over: a hard link cannot leave the home's file system (a btrfs subvolume on the node).
    const secret = path.join(home, `segredo-${hostingId}.txt`);
    await writeFile(secret, 'do sistema', { mode: 0o600 });
    try {
      await link(secret, path.join(home, 'public_html', 'ligado.txt'));
      await symlink('/etc/passwd', path.join(home, 'public_html', 'atalho'));
      await node.perform('handOverFiles', { hostingId, path: 'public_html' });
      expect((await stat(secret)).uid).toBe(0);
      expect((await stat('/etc/passwd')).uid).toBe(0);
      expect((await lstat(path.join(home, 'public_html', 'atalho'))).uid).toBe(uid);
      await expect(node.perform('handOverFiles', { hostingId, path: 'public_html/atalho/shadow' })).rejects.toMatchObject({ statusCode: 422 });
      await expect(node.perform('handOverFiles', { hostingId, path: 'public_html/../../' })).rejects.toMatchObject({ statusCode: 422 });
    } finally {
      await rm(secret, { force: true });
    }
  }, 30_000);
});
