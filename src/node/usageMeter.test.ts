import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchFromNode, fetchFromNodeUntil, removeTestAccount } from '../../tests/support/realNode';
import { AgentNode } from '@server/provisioning/hostingNode';
import { UsageMeter } from './usageMeter';

/** A /proc of our own: each process with its owner, CPU ticks and resident memory. */
async function fakeProc(root: string, processes: Record<number, { uid: number; ticks: [number, number]; rssKb: number }>) {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const [pid, { uid, ticks, rssKb }] of Object.entries(processes)) {
    await mkdir(path.join(root, pid), { recursive: true });
    // A command name with a space and a parenthesis, as PHP-FPM's "php-fpm: pool h7" has spaces.
    const fields = ['S', '1', '1', '1', '0', '-1', '0', '0', '0', '0', '0', String(ticks[0]), String(ticks[1]), '0', '0'];
    await writeFile(path.join(root, pid, 'stat'), `${pid} (php-fpm: pool (h7)) ${fields.join(' ')}\n`);
    await writeFile(path.join(root, pid, 'status'), `Name:\tphp-fpm\nUid:\t${uid}\t${uid}\t${uid}\t${uid}\nVmRSS:\t  ${rssKb} kB\n`);
  }
}

describe('the usage meter', () => {
  it("sums each hosting's processes, keeps the CPU of those that ended, and leaves other users out", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'painel-usage-'));
    const proc = path.join(dir, 'proc');
    const passwd = path.join(dir, 'passwd');
    await writeFile(passwd, 'root:x:0:0::/root:/bin/bash\nh7:x:1007:1007::/h/7:/usr/sbin/nologin\nh8:x:1008:1008::/h/8:/usr/sbin/nologin\nhx:x:1009:1009::/:/bin/sh\n');
    const meter = new UsageMeter(proc, passwd);

    await fakeProc(proc, { 10: { uid: 1007, ticks: [100, 50], rssKb: 1000 }, 11: { uid: 1007, ticks: [10, 0], rssKb: 500 }, 12: { uid: 0, ticks: [9999, 0], rssKb: 9 }, 13: { uid: 1009, ticks: [5, 5], rssKb: 1 } });
    expect(await meter.read()).toEqual([
      { hostingId: 7, cpuSeconds: 1.6, memoryBytes: 1500 * 1024 },
      { hostingId: 8, cpuSeconds: 0, memoryBytes: 0 },
    ]);

    // 11 ended (its 0.1 s kept); 10 went on; 14 is new; 12's pid now belongs to h8, with fewer ticks.
    await fakeProc(proc, { 10: { uid: 1007, ticks: [200, 50], rssKb: 1200 }, 12: { uid: 1008, ticks: [3, 0], rssKb: 100 }, 14: { uid: 1007, ticks: [40, 0], rssKb: 10 } });
    expect(await meter.read()).toEqual([
      { hostingId: 7, cpuSeconds: 3, memoryBytes: 1210 * 1024 },
      { hostingId: 8, cpuSeconds: 0.03, memoryBytes: 100 * 1024 },
    ]);

    await fakeProc(proc, {});
    expect((await meter.read()).map((reading) => reading.cpuSeconds)).toEqual([3, 0.03]);
    await rm(dir, { recursive: true, force: true });
  });
});

const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const homesRoot = process.env.NODE_HOSTINGS_ROOT ?? '';

describe.runIf(agent && homesRoot)('the real node measures a hosting', () => {
  const node = new AgentNode(agent!);
  const id = 2_900_000 + Math.floor(Math.random() * 90_000) * 10;
  const domain = `uso${id}.com.br`;
  afterAll(() => removeTestAccount(id));

  it('counts the CPU a PHP request of the hosting spends, while it runs and after it ended', async () => {
    const [version] = (await node.perform('phpVersions', {})).versions;
    await node.perform('createAccount', { hostingId: id, phpVersion: version! });
    await node.perform('writeSite', { hostingId: id, domain, temporaryDomain: null, aliases: [], subdomains: [], redirects: [], httpsOnly: false, suspensionPage: null });
    // 1.5 s of the CPU, however long a loaded machine takes to give it, then a wait: the worker is
    // read while its request is still open (a PHP-FPM reload by another test may end an idle worker,
    // and the CPU of a process that ends between two looks of the meter is lost). The wait is short
    // sleeps to a deadline: the reload's signal would cut a single sleep() short.
    await writeFile(
      path.join(homesRoot, String(id), 'public_html', 'ocupado.php'),
      '<?php function cpu() { $u = getrusage(); return $u["ru_utime.tv_sec"] + $u["ru_utime.tv_usec"] / 1e6 + $u["ru_stime.tv_sec"] + $u["ru_stime.tv_usec"] / 1e6; } $end = cpu() + 1.5; $x = 0; while (cpu() < $end) { $x++; } $until = microtime(true) + 8; while (microtime(true) < $until) { usleep(100000); } echo "ok";',
    );
    // The site and its pool are live (a reload takes a moment; a request before it gets another server's 404 and spends nothing).
    await writeFile(path.join(homesRoot, String(id), 'public_html', 'vivo.php'), '<?php echo "vivo";');
    expect((await fetchFromNodeUntil(200, domain, '/vivo.php')).body).toBe('vivo');
    const cpuOf = async () => (await node.perform('readUsage', {})).hostings.find((reading) => reading.hostingId === id);
    const measure = async () => {
      const before = (await cpuOf())?.cpuSeconds ?? 0;
      let ended = false;
      const answered = fetchFromNode(domain, '/ocupado.php').then(
        (answer) => answer.body,
        (error: Error) => error.message,
      );
      void answered.finally(() => (ended = true));
      let during = await cpuOf();
      for (let look = 0; look < 80 && !ended && (during?.cpuSeconds ?? 0) - before <= 1; look++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        during = await cpuOf();
      }
      return { before, during, answer: await answered };
    };
    // Another test's new account reloads PHP-FPM, which ends a request still running after its
    // process_control_timeout (10 s): measured again when the request did not finish.
    let run = await measure();
    for (let attempt = 0; attempt < 2 && run.answer !== 'ok'; attempt++) run = await measure();
    const { before, during, answer } = run;
    // Each reading is named in the failure: this test once failed under a loaded run without saying which step.
    const seen = () => JSON.stringify(run);
    expect(answer, seen()).toBe('ok');
    expect(during!.cpuSeconds - before, seen()).toBeGreaterThan(1);
    expect(during!.memoryBytes, seen()).toBeGreaterThan(0);
    // Once it ended, what it used stays counted.
    const after = await cpuOf();
    expect(after?.cpuSeconds, `${seen()} after ${JSON.stringify(after)}`).toBeGreaterThanOrEqual(during!.cpuSeconds);
  }, 150_000);
});
