import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeConfigFromEnv } from './nodeConfig';
import { NodeOperations } from './operations';

/**
 * A node's folder that disagrees with its state (a certificate deleted by hand, a user removed
 * outside the agent, a write cut short) must not stop nginx or PHP-FPM from starting. Needs root
 * (it creates a system user), as the real node does.
 */
const asRoot = process.getuid?.() === 0;
const hostingId = 980_000 + Math.floor(Math.random() * 9_000) * 2;
const goneId = hostingId + 1;

describe.runIf(asRoot)('the agent at its start', () => {
  let operations: NodeOperations;
  let dataDir = '';

  afterAll(async () => {
    await operations?.perform('removeAccount', { hostingId });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('renders sites again from their state, drops what belongs to a user that is gone and a site that was never finished', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'painel-node-restore-'));
    operations = new NodeOperations(
      nodeConfigFromEnv({ NODE_DATA_DIR: dataDir, NODE_HOSTINGS_ROOT: path.join(dataDir, 'hostings'), NGINX_BINARY: '/bin/true', ACME_DIRECTORY_URL: 'https://127.0.0.1:1/dir' }),
    );
    const { paths } = operations;
    const [version] = await operations.phpVersions();
    expect(version).toBeDefined();
    await operations.perform('createAccount', { hostingId, phpVersion: version });
    const site = { hostingId, domain: 'restaurado.com.br', temporaryDomain: `h${hostingId}.painel-temp.com.br`, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null };
    await mkdir(paths.certificateDir(hostingId), { recursive: true });
    await writeFile(paths.certificateChain(hostingId), 'chain');
    await writeFile(paths.certificateKey(hostingId), 'key');
    await operations.perform('writeSite', site);
    expect(await readFile(paths.siteConf(hostingId), 'utf8')).toContain('ssl_certificate ');

    await rm(paths.certificateDir(hostingId), { recursive: true });
    await writeFile(paths.phpPool(version, goneId), '[gone]\n');
    await writeFile(paths.siteConf(goneId), 'server {}\n');
    await writeFile(paths.siteState(goneId), JSON.stringify({ ...site, hostingId: goneId }));
    await writeFile(paths.siteConf(goneId + 2), 'server {}\n');

    const notes = await operations.restoreFromState();
    expect(notes).toEqual([
      `PHP ${version} pool of ${goneId} removed: its user is gone`,
      `site ${hostingId} rendered again from its state`,
      `site ${goneId} removed: its user is gone`,
      `site ${goneId + 2} removed: no state`,
    ]);
    const conf = await readFile(paths.siteConf(hostingId), 'utf8');
    expect(conf).toContain('restaurado.com.br');
    expect(conf).not.toContain('ssl_certificate');
    expect(await readdir(paths.sitesDir)).toEqual([`${hostingId}.conf`]);
    expect(await readdir(paths.phpPoolsDir(version))).toEqual([`${hostingId}.conf`]);
    expect(await operations.restoreFromState()).toEqual([]);
  }, 60_000);
});
