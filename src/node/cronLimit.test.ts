import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeTestHostingId, realNodeAgent, removeTestAccount } from '../../tests/support/realNode';
import { cronTimeLimitNote } from './cronJobs';

const run = promisify(execFile);
const dataDir = process.env.NODE_DATA_DIR ?? '';

/**
 * A cron job's time limit on the real node: the runner cron calls (here called as cron would, as
 * the hosting's user in its home, with the limit lowered to 2 s) ends a job that runs too long
 * with the processes it started, and the cron log says so.
 */
describe.runIf(realNodeAgent && dataDir)("a cron job's time limit on the real node", () => {
  const node = realNodeAgent!;
  const hostingId = nodeTestHostingId();
  const user = `h${hostingId}`;
  afterAll(() => removeTestAccount(hostingId));

  it('ends a job past its limit, with what it started, and logs it', async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    const { home } = await node.perform('createAccount', { hostingId, phpVersion: version });
    const job = { id: 'bbbbbbbbbbb1', schedule: '0 0 1 1 *', command: 'echo começou; sleep 40 & sleep 30; echo nunca' };
    await node.perform('writeCrontab', { hostingId, entries: [job] });

    const started = Date.now();
    const runner = run('/usr/sbin/runuser', ['-u', user, '--', '/usr/bin/env', `HOME=${home}`, 'CRON_TIME_LIMIT=2', path.join(dataDir, 'bin', 'cron-run'), String(hostingId), job.id]);
    await expect(runner).rejects.toMatchObject({ code: 124 });
    expect(Date.now() - started).toBeLessThan(15_000);

    const { text } = await node.perform('readLog', { hostingId, kind: 'cron', maxBytes: 65536 });
    // Its output up to the end ("nunca" never printed), then the note.
    expect(text.endsWith(`] echo começou; sleep 40 & sleep 30; echo nunca\ncomeçou\n${cronTimeLimitNote(2)}\n`)).toBe(true);
    expect(text).toMatch(/\[cron:exit 124\] \[[2-9] s\] echo começou/);
    // Nothing it started is left running, the background sleep included (an ended one may wait as a zombie for init to reap it).
    const { stdout } = await run('/usr/bin/ps', ['-u', user, '-o', 'stat=,comm=']).catch(() => ({ stdout: '' }));
    expect(stdout.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('Z'))).toEqual([]);
  }, 60_000);
});
