import { execFileSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTestAccount } from '../../tests/support/realNode';
import { AgentNode } from '@server/provisioning/hostingNode';
import { nodeLogs } from '../plugins/hosting-settings/server/logs';

/**
 * Cron on the real node (`scripts/hosting-node.sh start` exports NODE_AGENT_URL and
 * NODE_AGENT_SECRET, and starts Debian's cron): a job written through the agent runs at its time,
 * as the hosting's user, in its home, and what it printed and how it ended are in the hosting's
 * cron log. Waits for cron's next minute (up to 70 s), so it is a file of its own, run beside others.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const hostingId = 760_000 + Math.floor(Math.random() * 3_900) * 10;
const user = `h${hostingId}`;
const spoolFile = path.join(process.env.CRON_SPOOL_DIR ?? '/var/spool/cron/crontabs', user);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    value = await read();
  }
  return value;
}

describe.runIf(agent)('cron on the real node', () => {
  const node = agent ? new AgentNode(agent) : (null as never);
  afterAll(() => removeTestAccount(hostingId));

  it('runs a job at its time as the hosting user in its home, logs its output and exit status, and removes it from the crontab', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const works = { id: 'aaaaaaaaaaa1', schedule: '* * * * *', command: 'id -un > quem.txt; pwd >> quem.txt; echo "rodou como $(id -un) 100%"' };
    const fails = { id: 'aaaaaaaaaaa2', schedule: '* * * * *', command: 'echo "faltou o arquivo" >&2; exit 3' };
    expect(await node.perform('writeCrontab', { hostingId, entries: [works, fails] })).toEqual({ changed: true });

    // Root's, 0600, one line per job naming the runner and the ids: no customer text in the crontab.
    const spool = await stat(spoolFile);
    expect([spool.uid, spool.mode & 0o777]).toEqual([0, 0o600]);
    const crontab = await readFile(spoolFile, 'utf8');
    expect(crontab.split('\n').filter((line) => line.startsWith('* * * * * '))).toHaveLength(2);
    expect(crontab).not.toContain('quem.txt');

    // The hosting's own processes cannot install a crontab beside the agent's.
    expect(() => execFileSync('runuser', ['-u', user, '--', 'crontab', '-'], { input: '* * * * * id\n', stdio: ['pipe', 'ignore', 'ignore'] })).toThrow();

    // Read once whole: the shell makes the file before the job's commands write it (CI once read it empty).
    const written = path.join(home, 'quem.txt');
    const whole = `${user}\n${home}\n`;
    const text = await until(() => readFile(written, 'utf8').catch(() => null), (found) => found === whole, 70_000);
    expect(text, 'the job did not write its file within 70 s').toBe(whole);
    expect((await stat(written)).uid).toBe(uid);

    // Up to the next minute's runs: once in CI (2026-12-02) the failing job's line was not there 15 s after the other's; its cause is not known yet.
    const log = await until(() => node.perform('readLog', { hostingId, kind: 'cron', maxBytes: 65536 }), ({ text }) => text.includes('[cron:exit 3]') && text.includes('[cron:exit 0]'), 75_000);
    expect(log.text).toMatch(/^\[\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\] \[cron:exit 0\] \[\d+ s\] id -un > quem\.txt.*\nrodou como h\d+ 100%\n/m);
    expect(log.text).toMatch(/\[cron:exit 3\] \[\d+ s\] echo "faltou o arquivo" >&2; exit 3\nfaltou o arquivo\n/);
    expect(log.text).not.toContain(process.env.NODE_DATA_DIR ?? '/var/lib/painel-node');
    // As the Logs page's Cron tab shows them.
    const shown = await nodeLogs(node, hostingId, 'cron');
    const entries = 'logs' in shown ? shown.logs : [];
    expect(entries.find((entry) => entry.type === 'error')?.message).toMatch(/^Código de saída 3 em \d+ s: echo "faltou o arquivo" >&2; exit 3\nfaltou o arquivo$/);
    expect(entries.find((entry) => entry.type === 'info')?.message).toMatch(/^Código de saída 0 em \d+ s: id -un > quem\.txt.*\nrodou como h\d+ 100%$/);

    expect(await node.perform('writeCrontab', { hostingId, entries: [fails] })).toEqual({ changed: true });
    expect(await readFile(spoolFile, 'utf8')).not.toContain(works.id);
    expect(await node.perform('writeCrontab', { hostingId, entries: [] })).toEqual({ changed: true });
    await expect(stat(spoolFile)).rejects.toMatchObject({ code: 'ENOENT' });

    expect(await node.perform('removeAccount', { hostingId })).toEqual({ removed: true });
    expect(await readFile('/etc/cron.deny', 'utf8').catch(() => '')).not.toMatch(new RegExp(`^${user}$`, 'm'));
  }, 180_000);
});
