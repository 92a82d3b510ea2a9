import { execFileSync } from 'node:child_process';
import { chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchFromNode, type NodeAnswer, removeTestAccount } from '../../tests/support/realNode';
import { AgentNode, type HostingNode } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import { CERTIFICATE_FAILURES, NODE_MESSAGES, type Site } from './contract';
import { DEFAULT_PHP_VALUES } from './phpPool';

/**
 * The same operations against the sandbox node and, where `scripts/hosting-node.sh start` has
 * exported its variables, the real node; then, on the real node only, what a visitor of the
 * site gets from nginx and PHP-FPM.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const httpsPort = Number(process.env.WEB_HTTPS_PORT ?? 8443);
/** Ids far above a demo database's, different on each run, so runs and other tests never meet. */
const firstId = 900_000 + Math.floor(Math.random() * 90_000) * 10;

const nodes: [string, () => HostingNode][] = [['sandbox node', () => new SandboxNode(['8.2', '8.3'])]];
if (agent) nodes.push(['real node', () => new AgentNode(agent)]);

const site = (hostingId: number, domain: string, change: Partial<Site> = {}): Site => ({
  hostingId,
  domain,
  temporaryDomain: `h${hostingId}.painel-temp.com.br`,
  aliases: [],
  subdomains: [],
  redirects: [],
  httpsOnly: false,
  suspensionPage: null,
  ...change,
});

describe.each(nodes)('node contract: %s', (_name, makeNode) => {
  const node = makeNode();
  const id = firstId + (node.kind === 'sandbox' ? 1 : 2);
  afterAll(() => removeTestAccount(id));

  it('creates an account, serves its site, applies PHP, lists and removes it', async () => {
    const versions = (await node.perform('phpVersions', {})).versions;
    expect(versions.length).toBeGreaterThan(0);
    await expect(node.perform('writeSite', site(id, 'contrato.com.br'))).rejects.toMatchObject({ statusCode: 404, message: NODE_MESSAGES.noAccount });
    await expect(node.perform('writeCrontab', { hostingId: id, entries: [] })).rejects.toMatchObject({ statusCode: 404, message: NODE_MESSAGES.noAccount });
    await expect(node.perform('writeSshAccess', { hostingId: id, enabled: false, keys: [], password: null })).rejects.toMatchObject({ statusCode: 404, message: NODE_MESSAGES.noAccount });
    await expect(node.perform('createAccount', { hostingId: id, phpVersion: '5.6' })).rejects.toMatchObject({ statusCode: 422, message: 'A versão PHP 5.6 não está instalada neste servidor.' });

    expect(await node.perform('createAccount', { hostingId: id, phpVersion: versions[0] })).toMatchObject({ user: `h${id}` });
    expect(await node.perform('writeSite', site(id, 'contrato.com.br'))).toEqual({ changed: true });
    expect(await node.perform('writeSite', site(id, 'contrato.com.br'))).toEqual({ changed: false });
    expect((await node.perform('listSites', {})).hostingIds).toContain(id);

    expect(await node.perform('applyPhp', { hostingId: id, version: versions[0], values: { ...DEFAULT_PHP_VALUES, memory_limit: 128 } })).toEqual({ changed: true });
    await expect(node.perform('applyPhp', { hostingId: id, version: '5.6', values: DEFAULT_PHP_VALUES })).rejects.toMatchObject({ statusCode: 422, message: NODE_MESSAGES.phpNotInstalled('5.6') });
    expect(await node.perform('readLog', { hostingId: id, kind: 'error', maxBytes: 1024 })).toMatchObject({ truncated: false });

    const job = { id: 'a1b2c3d4e5f6', schedule: '*/5 * * * *', command: 'php "$HOME/public_html/cron.php" >/dev/null' };
    expect(await node.perform('writeCrontab', { hostingId: id, entries: [job] })).toEqual({ changed: true });
    expect(await node.perform('writeCrontab', { hostingId: id, entries: [job] })).toEqual({ changed: false });
    expect(await node.perform('readLog', { hostingId: id, kind: 'cron', maxBytes: 1024 })).toEqual({ text: '', size: 0, truncated: false });
    expect(await node.perform('writeCrontab', { hostingId: id, entries: [] })).toEqual({ changed: true });
    expect(await node.perform('writeCrontab', { hostingId: id, entries: [] })).toEqual({ changed: false });
    const access = { hostingId: id, enabled: true, keys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA+vSOFLyrFnT+EVMPCnvc+o1dq19yoD10/17eC'], password: null };
    expect(await node.perform('writeSshAccess', access)).toEqual({ changed: true });
    expect(await node.perform('writeSshAccess', access)).toEqual({ changed: false });
    expect(await node.perform('writeSshAccess', { ...access, enabled: false })).toEqual({ changed: true });
    await expect(node.perform('issueCertificate', { hostingId: id, names: ['contrato.com.br', 'alheio.com.br'] })).rejects.toMatchObject({ statusCode: 422, message: NODE_MESSAGES.notSiteName('alheio.com.br') });

    expect(await node.perform('removeSite', { hostingId: id })).toEqual({ removed: true });
    expect((await node.perform('listSites', {})).hostingIds).not.toContain(id);
    await expect(node.perform('issueCertificate', { hostingId: id, names: ['contrato.com.br'] })).rejects.toMatchObject({ statusCode: 409, message: NODE_MESSAGES.noSite });
    expect(await node.perform('removeAccount', { hostingId: id })).toEqual({ removed: true });
    await expect(node.perform('applyPhp', { hostingId: id, version: versions[0], values: DEFAULT_PHP_VALUES })).rejects.toMatchObject({ statusCode: 404 });
  }, 60_000);
});

type Answer = NodeAnswer;

const visit = (host: string, pathname = '/') => fetchFromNode(host, pathname);

/** A change is live within a few seconds (a reload, not a restart): asks until the answer matches. */
async function eventually(host: string, pathname: string, expected: Partial<Answer> | ((answer: Answer) => boolean)): Promise<Answer> {
  const matches = typeof expected === 'function' ? expected : (answer: Answer) => Object.entries(expected).every(([key, value]) => answer[key as keyof Answer] === value);
  let answer = await visit(host, pathname);
  for (let attempt = 0; attempt < 150 && !matches(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await visit(host, pathname);
  }
  return answer;
}

/** A request over HTTPS to the node's nginx, with the SNI and Host of `host`, trusting only `ca`. */
function visitSecurely(host: string, ca: string, pathname = '/'): Promise<Answer & { validTo: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest({ host: '127.0.0.1', port: httpsPort, path: pathname, servername: host, headers: { host }, ca, agent: false }, (res) => {
      const validTo = (res.socket as import('node:tls').TLSSocket).getPeerCertificate().valid_to;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body, validTo }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** HTTPS is live after nginx's reload, a moment after the certificate: asks until the page answers. */
async function eventuallySecure(host: string, ca: string, pathname = '/'): Promise<Answer & { validTo: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await visitSecurely(host, ca, pathname);
      if (answer.status === 200 || attempt >= 100) return answer;
    } catch (error) {
      if (attempt >= 100) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(agent)('the real node serves the site', () => {
  const node = agent ? new AgentNode(agent) : (null as never);
  const [idA, idB, idC] = [firstId + 3, firstId + 4, firstId + 5];
  afterAll(async () => {
    for (const hostingId of [idA, idB, idC]) await removeTestAccount(hostingId);
  });

  /** Writes a file as the hosting's user would (its owner, its group). */
  async function writeAs(hostingId: number, home: string, relative: string, text: string) {
    const user = `h${hostingId}`;
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()));
    const file = path.join(home, relative);
    if (await mkdir(path.dirname(file), { recursive: true })) await chown(path.dirname(file), uid, gid);
    await writeFile(file, text, { mode: 0o644 });
    await chown(file, uid, gid);
  }

  it('answers the domain, www, the temporary domain, an alias and a subdomain; redirects; PHP settings; suspension; removal', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId: idA, phpVersion: version });
    await writeAs(idA, home, 'public_html/index.html', 'loja da ana: página inicial\n');
    await writeAs(idA, home, 'public_html/memory.php', "<?php echo ini_get('memory_limit');");
    await writeAs(idA, home, 'public_html/blog/index.html', 'o blog\n');

    const domain = `loja${idA}.com.br`;
    await node.perform('writeSite', site(idA, domain, { aliases: [`loja${idA}.net.br`], subdomains: [{ host: `blog.${domain}`, dir: 'blog' }], redirects: [{ source: `antiga${idA}.com.br`, target: `https://${domain}/`, code: 301 }] }));
    // The redirect's source must be one of the hosting's names in the panel; here it is any name the block holds.
    for (const host of [domain, `www.${domain}`, `h${idA}.painel-temp.com.br`, `loja${idA}.net.br`, `www.loja${idA}.net.br`]) {
      expect(await eventually(host, '/', { status: 200 }), host).toMatchObject({ status: 200, body: 'loja da ana: página inicial\n' });
    }
    expect(await visit(`blog.${domain}`)).toMatchObject({ status: 200, body: 'o blog\n' });
    expect(await visit(`antiga${idA}.com.br`, '/')).toMatchObject({ status: 301, location: `https://${domain}/` });

    expect((await visit(domain, '/memory.php')).body).toBe('256M');
    await node.perform('applyPhp', { hostingId: idA, version, values: { ...DEFAULT_PHP_VALUES, memory_limit: 512 } });
    expect((await eventually(domain, '/memory.php', { body: '512M' })).body).toBe('512M');

    const page = '<!doctype html><title>Site suspenso</title><h1>Este site está temporariamente indisponível</h1>';
    await node.perform('writeSite', site(idA, domain, { aliases: [`loja${idA}.net.br`], subdomains: [{ host: `blog.${domain}`, dir: 'blog' }], suspensionPage: page }));
    for (const host of [domain, `loja${idA}.net.br`, `blog.${domain}`]) expect(await eventually(host, '/', { status: 503 }), host).toMatchObject({ status: 503, body: page });
    expect((await visit(domain, '/memory.php')).body).toBe(page);

    await node.perform('writeSite', site(idA, domain, { httpsOnly: true }));
    expect(await eventually(domain, '/a?b=1', { status: 301 })).toMatchObject({ location: `https://${domain}:${process.env.WEB_HTTPS_PORT ?? 8443}/a?b=1` });

    await node.perform('removeAccount', { hostingId: idA });
    const gone = await eventually(domain, '/', { status: 404 });
    expect(gone.status).toBe(404);
    expect(gone.body).not.toContain('loja da ana');
    // Reloads on a loaded machine (CI's two cores) take seconds each.
  }, 90_000);

  it.runIf(process.env.PEBBLE_ROOT_FILE)('issues a certificate from the ACME server through HTTP-01, serves HTTPS with it and redirects HTTP to it', async () => {
    const ca = await readFile(process.env.PEBBLE_ROOT_FILE!, 'utf8');
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId: idC, phpVersion: version });
    await writeAs(idC, home, 'public_html/index.html', 'loja segura\n');
    const domain = `segura${idC}.com.br`;
    const names = [domain, `www.${domain}`, `segura${idC}.net.br`, `www.segura${idC}.net.br`];
    await node.perform('writeSite', site(idC, domain, { aliases: [`segura${idC}.net.br`] }));
    await expect(visitSecurely(domain, ca)).rejects.toThrow();

    const started = Date.now();
    const issued = await node.perform('issueCertificate', { hostingId: idC, names });
    console.log(`certificate for ${names.length} names issued by the ACME server in ${Date.now() - started} ms (goal: 15000 ms)`);
    expect(issued.names).toEqual(names);
    expect(new Date(issued.expiresAt).getTime()).toBeGreaterThan(Date.now());
    for (const host of names) {
      const answer = await eventuallySecure(host, ca);
      expect(answer, host).toMatchObject({ status: 200, body: 'loja segura\n' });
      expect(new Date(answer.validTo).toISOString()).toBe(new Date(issued.expiresAt).toISOString());
    }
    // The challenge folder is served on HTTP even with always-HTTPS, so a renewal validates too.
    await node.perform('writeSite', site(idC, domain, { aliases: [`segura${idC}.net.br`], httpsOnly: true }));
    expect(await eventually(domain, '/pagina?x=1', { status: 301 })).toMatchObject({ location: `https://${domain}:${httpsPort}/pagina?x=1` });
    expect((await eventuallySecure(domain, ca, '/')).body).toBe('loja segura\n');

    // Renewed: the new certificate is served (pebble's dates have a one-second grain).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renewed = await node.perform('issueCertificate', { hostingId: idC, names });
    expect(renewed.expiresAt > issued.expiresAt).toBe(true);
    // A connection opened while nginx's old workers wind down may be closed unanswered; the next one is served.
    const served = async () => new Date((await eventuallySecure(`www.${domain}`, ca)).validTo).toISOString();
    for (let attempt = 0; attempt < 100 && (await served()) !== renewed.expiresAt; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await served()).toBe(renewed.expiresAt);
  }, 90_000);

  it.runIf(process.env.PEBBLE_DNS_MANAGEMENT_URL)('says in Portuguese why a name could not be validated, and keeps serving what it had', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId: idB, phpVersion: version });
    await writeAs(idB, home, 'public_html/index.html', 'ainda no ar\n');
    const domain = `longe${idB}.com.br`;
    await node.perform('writeSite', site(idB, domain));
    // The test DNS sends this name where nothing listens, as a domain pointed at another server would be.
    await fetch(`${process.env.PEBBLE_DNS_MANAGEMENT_URL}/add-a`, { method: 'POST', body: JSON.stringify({ host: `www.${domain}`, addresses: ['127.0.0.9'] }) });
    try {
      await expect(node.perform('issueCertificate', { hostingId: idB, names: [domain, `www.${domain}`] })).rejects.toMatchObject({ statusCode: 409, message: CERTIFICATE_FAILURES.connection(`www.${domain}`) });
    } finally {
      await fetch(`${process.env.PEBBLE_DNS_MANAGEMENT_URL}/clear-a`, { method: 'POST', body: JSON.stringify({ host: `www.${domain}` }) });
    }
    expect(await eventually(domain, '/', { status: 200 })).toMatchObject({ status: 200, body: 'ainda no ar\n' });
    await node.perform('removeAccount', { hostingId: idB });
  }, 90_000);

  it("keeps one hosting's PHP out of another's files and out of the node's secret", async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home: homeA } = await node.perform('createAccount', { hostingId: idA, phpVersion: version });
    const { home: homeB } = await node.perform('createAccount', { hostingId: idB, phpVersion: version });
    await writeAs(idB, homeB, 'public_html/segredo.txt', 'segredo de B');
    for (const home of [homeA, homeB]) expect((await stat(home)).mode & 0o777).toBe(0o750);
    const secretFile = path.join(process.env.NODE_DATA_DIR ?? '/var/lib/painel-node', 'agent.secret');
    await writeAs(
      idA,
      homeA,
      'public_html/espiar.php',
      `<?php
foreach (['${homeB}/public_html/segredo.txt', '${secretFile}'] as $file) {
  echo @file_get_contents($file) === false ? 'recusado' : 'LIDO', ' ';
  echo trim((string) shell_exec('cat ' . escapeshellarg($file) . ' 2>/dev/null')) === '' ? 'recusado' : 'LIDO', ' ';
}
echo posix_getpwuid(posix_geteuid())['name'];`,
    );
    await node.perform('writeSite', site(idA, `espia${idA}.com.br`));
    const answer = await eventually(`espia${idA}.com.br`, '/espiar.php', { status: 200 });
    expect(answer.body).toBe(`recusado recusado recusado recusado h${idA}`);
  }, 60_000);
});
