/**
 * The real node's web server (issue 47): requests per second for a static file and for PHP's
 * hello-world through a site the agent configured, beside the same nginx and the same PHP-FPM pool
 * under a minimal hand-written configuration, started for this run; then how long a change takes
 * to be served after the agent is asked (an alias, a redirect, a PHP setting) and how long pebble
 * takes to issue a certificate. Needs root and a node: eval "$(scripts/hosting-node.sh start)".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { AgentNode } from '../src/server/provisioning/hostingNode';
import { DEFAULT_PHP_VALUES } from '../src/node/phpPool';
import { median, table, turnOrder } from './support';

const agentUrl = process.env.NODE_AGENT_URL;
const secret = process.env.NODE_AGENT_SECRET;
const homes = process.env.NODE_HOSTINGS_ROOT;
const dataDir = process.env.NODE_DATA_DIR ?? '/var/lib/painel-node';
const webPort = Number(process.env.WEB_HTTP_PORT ?? 8080);
const handPort = Number(process.env.BENCH_HAND_PORT ?? 8099);
const SECONDS = Number(process.env.BENCH_NODE_SECONDS ?? 4);
const CONCURRENCY = 8;
const ROUNDS = 3;

if (!agentUrl || !secret || !homes) {
  console.log('skipped: no node (eval "$(scripts/hosting-node.sh start)" as root first)');
  process.exit(0);
}

const node = new AgentNode({ url: agentUrl, secret });
const id = 3_900_000 + Math.floor(Math.random() * 90_000) * 10;
const domain = `bench${id}.com.br`;
const site = { hostingId: id, domain, temporaryDomain: null, aliases: [] as string[], subdomains: [], redirects: [] as { source: string; target: string; code: 301 | 302 }[], httpsOnly: false, suspensionPage: null };

function get(port: number, host: string, pathname: string, agent?: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host }, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Requests answered per second by CONCURRENCY keep-alive clients over SECONDS. */
async function requestsPerSecond(port: number, pathname: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  const client = async () => {
    while (Date.now() < until) {
      const { status } = await get(port, domain, pathname, agent);
      if (status !== 200) throw new Error(`${pathname} on ${port}: ${status}`);
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  agent.destroy();
  return done / ((Date.now() - started) / 1000);
}

/** Milliseconds from `change` to `served` answering true, looking every 10 ms. */
async function timeToServe(change: () => Promise<unknown>, served: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  await change();
  while (!(await served())) {
    if (performance.now() - started > 30_000) throw new Error('not served within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

/** The same nginx binary and PHP-FPM pool, configured by hand the way a short tutorial would. */
function startHandNginx(root: string): () => void {
  const prefix = path.join(dataDir, 'bench-hand');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `user www-data;
worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  sendfile on;
  access_log off;
  client_body_temp_path ${prefix}/temp;
  fastcgi_temp_path ${prefix}/temp;
  proxy_temp_path ${prefix}/temp;
  uwsgi_temp_path ${prefix}/temp;
  scgi_temp_path ${prefix}/temp;
  server {
    listen 127.0.0.1:${handPort};
    root ${root};
    index index.html index.php;
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${path.join(dataDir, 'run', `php-${id}.sock`)};
    }
  }
}
`,
  );
  execFileSync('/usr/sbin/nginx', ['-c', conf, '-p', prefix, '-e', path.join(prefix, 'error.log')]);
  return () => {
    spawnSync('/usr/sbin/nginx', ['-s', 'quit', '-c', conf, '-p', prefix, '-e', path.join(prefix, 'error.log')]);
    rmSync(prefix, { recursive: true, force: true });
  };
}

const [version] = (await node.perform('phpVersions', {})).versions;
await node.perform('createAccount', { hostingId: id, phpVersion: version! });
let stopHand = () => {};
try {
  await node.perform('writeSite', site);
  const webRoot = path.join(homes, String(id), 'public_html');
  writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><title>bench</title><p>${'x'.repeat(4000)}</p>\n`);
  writeFileSync(path.join(webRoot, 'hello.php'), '<?php echo "Hello, world";\n');
  writeFileSync(path.join(webRoot, 'memory.php'), '<?php echo ini_get("memory_limit");\n');
  execFileSync('/usr/bin/chown', ['-R', `h${id}:h${id}`, webRoot]);
  stopHand = startHandNginx(webRoot);

  const rows: (string | number)[][] = [['', 'panel-configured site (req/s)', 'hand-written configuration (req/s)', 'ratio', 'goal']];
  for (const [label, pathname, goal] of [
    ['static file (4 KB)', '/index.html', 0.95],
    ['PHP hello-world', '/hello.php', 0.9],
  ] as const) {
    const samples: [number[], number[]] = [[], []];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const which of turnOrder(2, round)) samples[which].push(await requestsPerSecond(which === 0 ? webPort : handPort, pathname));
    }
    const [panel, hand] = samples.map(median);
    rows.push([label, Math.round(panel!), Math.round(hand!), (panel! / hand!).toFixed(2), `≥ ${goal}`]);
  }
  console.log(`${CONCURRENCY} keep-alive clients, ${SECONDS} s each, median of ${ROUNDS} rounds taken in turn\n`);
  console.log(table(rows));

  const alias = `apelido${id}.com.br`;
  const aliasMs = await timeToServe(
    () => node.perform('writeSite', { ...site, aliases: [alias] }),
    async () => (await get(webPort, alias, '/index.html')).status === 200,
  );
  const redirectMs = await timeToServe(
    () => node.perform('writeSite', { ...site, aliases: [alias], redirects: [{ source: `antigo${id}.com.br`, target: `https://${domain}/`, code: 301 }] }),
    async () => (await get(webPort, `antigo${id}.com.br`, '/')).status === 301,
  );
  const phpMs = await timeToServe(
    () => node.perform('applyPhp', { hostingId: id, version: version!, values: { ...DEFAULT_PHP_VALUES, memory_limit: 384 } }),
    async () => (await get(webPort, domain, '/memory.php')).body === '384M',
  );
  const certificate = process.env.PEBBLE_ROOT_FILE
    ? await (async () => {
        const started = performance.now();
        await node.perform('issueCertificate', { hostingId: id, names: [domain] });
        return `${Math.round(performance.now() - started)} ms`;
      })()
    : 'skipped (no pebble)';
  console.log('\nFrom the agent being asked to the change being served (the panel adds its own request before it):\n');
  console.log(
    table([
      ['change', 'time', 'goal'],
      ['an alias answers', `${Math.round(aliasMs)} ms`, '≤ 2 s'],
      ['a redirect answers', `${Math.round(redirectMs)} ms`, '≤ 2 s'],
      ['a PHP setting is in effect', `${Math.round(phpMs)} ms`, '≤ 5 s'],
      ['a certificate is issued by pebble', certificate, '≤ 15 s'],
    ]),
  );
} finally {
  stopHand();
  await node.perform('removeAccount', { hostingId: id });
  rmSync(path.join(homes, String(id)), { recursive: true, force: true });
}
