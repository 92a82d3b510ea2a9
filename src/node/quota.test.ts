import { execFile } from 'node:child_process';
import { lstat, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFromNodeUntil, realNodeAgent, removeTestAccount } from '../../tests/support/realNode';

const run = promisify(execFile);
const MIB = 1024 * 1024;
const homesRoot = process.env.NODE_HOSTINGS_ROOT ?? '';
const site = (hostingId: number, domain: string) => ({ hostingId, domain, temporaryDomain: null, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null });

/** Writes `mb` MiB in the web root, as the site's PHP: what it wrote, or why not. */
const WRITER = `<?php
$mb = (int) ($_GET['mb'] ?? 1);
$written = @file_put_contents(__DIR__ . '/dados-' . uniqid() . '.bin', str_repeat('x', $mb * 1048576));
echo $written === false ? 'recusado: ' . (error_get_last()['message'] ?? '') : 'gravou ' . $written;
`;

/**
 * On the real node (scripts/hosting-node.sh start, whose homes are a btrfs image with quotas), the
 * plan's disk is the file system's limit on the home: the site's PHP cannot write past it, nor the
 * hosting's user (as its cron jobs and SFTP sessions run), while another hosting writes on.
 */
describe.runIf(realNodeAgent && homesRoot)("the real node holds each home to its plan's disk", () => {
  const node = realNodeAgent!;
  // Ids of this work's own range on a shared machine (system users are machine-wide).
  const hostingA = 710_000 + Math.floor(Math.random() * 450) * 2;
  const hostingB = hostingA + 1;
  const [domainA, domainB] = [`cota${hostingA}.com.br`, `cota${hostingB}.com.br`];
  const home = (hostingId: number) => path.join(homesRoot, String(hostingId));
  let enforced = false;

  beforeAll(async () => {
    const version = (await node.perform('phpVersions', {})).versions.at(-1)!;
    for (const [hostingId, domain] of [[hostingA, domainA], [hostingB, domainB]] as const) {
      await node.perform('createAccount', { hostingId, phpVersion: version });
      await node.perform('writeSite', site(hostingId, domain));
      await writeFile(path.join(home(hostingId), 'public_html', 'grava.php'), WRITER);
      await node.perform('handOverFiles', { hostingId, path: 'public_html/grava.php' });
    }
    enforced = (await node.perform('setDiskQuota', { hostingId: hostingA, megabytes: 5 })).enforced;
    await node.perform('setDiskQuota', { hostingId: hostingB, megabytes: 50 });
  }, 60_000);
  afterAll(async () => {
    for (const hostingId of [hostingA, hostingB]) {
      await removeTestAccount(hostingId);
    }
  });

  it("refuses the site's PHP a write past the limit, leaves another hosting writing, and lets it write once the limit is raised", async (context) => {
    if (!enforced) return context.skip();
    // The write stops at the limit (PHP: "Only 5242880 of 8388608 bytes written"); the next one fails outright.
    expect((await fetchFromNodeUntil(200, domainA, '/grava.php?mb=8')).body).toMatch(/^recusado: /);
    expect((await fetchFromNodeUntil(200, domainA, '/grava.php?mb=1')).body).toMatch(/^recusado: .*Disk quota exceeded/);
    expect((await fetchFromNodeUntil(200, domainB, '/grava.php?mb=8')).body).toBe(`gravou ${8 * MIB}`);

    // Every process of the hosting's user (its cron jobs, its SFTP sessions) meets the same limit.
    const user = `h${hostingA}`;
    const asUser = run('/usr/sbin/runuser', ['-u', user, '--', '/usr/bin/dd', 'if=/dev/zero', `of=${home(hostingA)}/tmp/cron.bin`, 'bs=1M', 'count=8', 'conv=fsync']);
    await expect(asUser).rejects.toMatchObject({ stderr: expect.stringContaining('Disk quota exceeded') });

    expect((await node.perform('setDiskQuota', { hostingId: hostingA, megabytes: 50 })).changed).toBe(true);
    expect((await fetchFromNodeUntil(200, domainA, '/grava.php?mb=8')).body).toBe(`gravou ${8 * MIB}`);

    const { hostings } = await node.perform('readDiskUsage', { hostingIds: [hostingA, hostingB] });
    const [readingA, readingB] = [hostingA, hostingB].map((id) => hostings.find((reading) => reading.hostingId === id)!);
    expect(readingA.limitBytes).toBe(50 * MIB);
    // The 8 MiB it wrote and what the refused writes left (removed or not, counted as they are).
    expect(readingA.usedBytes).toBeGreaterThanOrEqual(8 * MIB);
    expect(readingB).toMatchObject({ limitBytes: 50 * MIB });
    expect(readingB.usedBytes).toBeGreaterThanOrEqual(8 * MIB);
    // Unchanged: nothing to do.
    expect((await node.perform('setDiskQuota', { hostingId: hostingB, megabytes: 50 })).changed).toBe(false);
  }, 60_000);

  it('gives a home put back as a plain folder (a whole restore) its limit again, its files and owners kept', async (context) => {
    if (!enforced) return context.skip();
    const restored = path.join(homesRoot, `.${hostingB}.restaurando`);
    await rm(restored, { recursive: true, force: true });
    await run('/usr/bin/cp', ['-a', '--', home(hostingB), restored]);
    await rm(home(hostingB), { recursive: true });
    await rename(restored, home(hostingB));
    // As the panel's restore does: the node gives the new folder the home's layout.
    await node.perform('handOverFiles', { hostingId: hostingB, path: '' });
    expect((await lstat(home(hostingB))).ino).not.toBe(256);
    expect((await fetchFromNodeUntil(200, domainB, '/grava.php?mb=1')).body).toBe(`gravou ${MIB}`);
    expect((await node.perform('readDiskUsage', { hostingIds: [hostingB] })).hostings).toEqual([]);

    expect(await node.perform('setDiskQuota', { hostingId: hostingB, megabytes: 10 })).toEqual({ enforced: true, changed: true });
    const converted = await lstat(home(hostingB));
    expect(converted.ino).toBe(256);
    expect((await lstat(path.join(home(hostingB), 'public_html', 'grava.php'))).uid).toBe(converted.uid);
    expect(await readFile(path.join(home(hostingB), 'public_html', 'grava.php'), 'utf8')).toBe(WRITER);
    // It holds 9 MiB already: 8 more pass its 10.
    expect((await fetchFromNodeUntil(200, domainB, '/grava.php?mb=8')).body).toMatch(/^recusado: /);
    expect((await fetchFromNodeUntil(200, domainB, '/grava.php?mb=8')).body).toMatch(/^recusado: .*Disk quota exceeded/);
  }, 60_000);
});
