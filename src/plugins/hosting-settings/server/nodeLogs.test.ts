import { execFileSync } from 'node:child_process';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchFromNode, removeTestAccount } from '../../../../tests/support/realNode';
import { AgentNode } from '@server/provisioning/hostingNode';
import type { LogEntry, LogsAnswer } from '../contract';
import { nodeLogs } from './logs';

/**
 * The Logs page on the real node (`scripts/hosting-node.sh start` exports NODE_AGENT_URL and
 * NODE_AGENT_SECRET): what a visitor's request and a PHP error leave in the hosting's logs is what
 * the panel answers, read by the agent from the node's folder.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const hostingId = 800_000 + Math.floor(Math.random() * 90_000) * 10;

const visit = async (host: string, pathname: string) => (await fetchFromNode(host, pathname)).status;

const entriesOf = (answer: LogsAnswer): LogEntry[] => ('logs' in answer ? answer.logs : []);

describe.runIf(agent)('the Logs page on the real node', () => {
  const node = agent ? new AgentNode(agent) : (null as never);
  afterAll(() => removeTestAccount(hostingId));

  /** Asks until the log holds a matching entry: nginx and PHP write a moment after the answer. */
  async function eventually(group: 'php' | 'web' | 'access', matches: (entry: LogEntry) => boolean): Promise<LogEntry | undefined> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const found = entriesOf(await nodeLogs(node, hostingId, group)).find(matches);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  }

  it("shows a visitor's request in the access log, a folder without an index page in the web server's error log and a PHP warning in the PHP log, without the node's paths", async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, `h${hostingId}`], { encoding: 'utf8' }).trim()));
    const script = path.join(home, 'public_html', 'carrinho.php');
    await mkdir(path.dirname(script), { recursive: true });
    await writeFile(script, '<?php echo $total + 1;');
    await chown(script, uid, gid);
    const domain = `logs${hostingId}.com.br`;
    await node.perform('writeSite', { hostingId, domain, temporaryDomain: null, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null });
    for (let attempt = 0; attempt < 100 && (await visit(domain, '/carrinho.php')) !== 200; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    const folder = path.join(home, 'public_html', 'fotos');
    await mkdir(folder);
    await chown(folder, uid, gid);
    const marker = `/pedido-${hostingId}.html`;
    expect(await visit(domain, marker)).toBe(404);

    const request = await eventually('access', (entry) => entry.message.includes(`GET ${marker} HTTP/1.1" 404`));
    expect(request).toMatchObject({ type: 'warning', typeText: 'Aviso' });
    expect(Math.abs(Date.parse(request!.date) - Date.now())).toBeLessThan(60_000);
    expect(await eventually('access', (entry) => entry.message.includes('GET /carrinho.php HTTP/1.1" 200'))).toMatchObject({ type: 'info' });

    // A folder without an index page is refused, and nginx says why in the hosting's error log.
    expect(await visit(domain, '/fotos/')).toBe(403);
    const refused = await eventually('web', (entry) => entry.message.includes('/public_html/fotos/'));
    expect(refused).toMatchObject({ type: 'error', typeText: 'Erro', hint: expect.stringContaining('<code>/public_html/fotos/</code>') });

    const warning = await eventually('php', (entry) => entry.message.includes('Undefined variable $total'));
    expect(warning).toMatchObject({ type: 'warning', typeText: 'Aviso' });
    expect(warning!.message).toContain('/public_html/carrinho.php on line 1');

    const everything = JSON.stringify(await Promise.all((['php', 'web', 'access'] as const).map((group) => nodeLogs(node, hostingId, group))));
    expect(everything).not.toContain(home);
    expect(everything).not.toContain(process.env.NODE_DATA_DIR ?? '/var/lib/painel-node');
  }, 60_000);

  it('reads nothing of a hosting the node does not hold', async () => {
    expect(await nodeLogs(node, hostingId + 1, 'access')).toEqual({ logs: [] });
  });
});
