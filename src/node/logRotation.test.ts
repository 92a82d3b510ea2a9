import { execFileSync } from 'node:child_process';
import { chmod, chown, lstat, utimes, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_ARCHIVES_KEPT, LOG_ROTATE_BYTES, LogRotation } from './logRotation';
import { nodeConfigFromEnv } from './nodeConfig';
import { NodeOperations } from './operations';

/** Needs root (it creates a system user and runs the archiving as it), as the real node does. */
const asRoot = process.getuid?.() === 0;
const hostingId = 960_000 + Math.floor(Math.random() * 9_000);

const lines = (label: string, bytes: number) => {
  const line = `127.0.0.1 - - [02/Dec/2026:08:00:00 +0000] "GET /${label} HTTP/1.1" 200 12 "-" "curl"\n`;
  return line.repeat(Math.ceil(bytes / line.length));
};

describe.runIf(asRoot)("the node's log rotation", () => {
  let operations: NodeOperations;
  let dataDir = '';
  const notes: string[] = [];

  afterAll(async () => {
    await operations?.perform('removeAccount', { hostingId });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps the web and PHP logs under the Logs page's limit and hands the older entries to the customer, gzipped, in the home's logs folder", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'painel-node-logs-'));
    // As a node's folder is: the hostings' users pass through it to their homes.
    await chmod(dataDir, 0o711);
    let reloaded = 0;
    operations = new NodeOperations(nodeConfigFromEnv({ NODE_DATA_DIR: dataDir, NODE_HOSTINGS_ROOT: path.join(dataDir, 'hostings'), NGINX_BINARY: '/bin/true' }));
    const [version] = await operations.phpVersions();
    const { home } = await operations.perform('createAccount', { hostingId, phpVersion: version });
    const { paths } = operations;
    const rotation = new LogRotation(paths, async () => void reloaded++, (text) => notes.push(text));
    const uid = Number(execFileSync('id', ['-u', `h${hostingId}`], { encoding: 'utf8' }).trim());

    const access = lines('loja', LOG_ROTATE_BYTES + 1000);
    const php = lines('php', LOG_ROTATE_BYTES + 10);
    await writeFile(paths.log(hostingId, 'access'), access);
    await writeFile(paths.log(hostingId, 'php'), php);
    await writeFile(paths.log(hostingId, 'error'), 'pequeno\n');

    // First round: set aside, nginx reloaded; PHP's new log is the user's to append to.
    await rotation.rotate();
    expect(reloaded).toBe(1);
    expect(await lstat(paths.log(hostingId, 'access')).catch(() => null)).toBeNull();
    const phpLog = await lstat(paths.log(hostingId, 'php'));
    expect({ size: phpLog.size, uid: phpLog.uid }).toEqual({ size: 0, uid });
    expect(await readFile(paths.log(hostingId, 'error'), 'utf8')).toBe('pequeno\n');

    // Next round: archived in the home as the user, nothing left aside.
    await rotation.rotate();
    expect(notes.join("\n")).toBe("");
    const archives = (await readdir(path.join(home, 'logs'))).sort();
    expect(archives).toEqual([expect.stringMatching(/^access\.log\.\d{8}T\d{6}Z\.gz$/), expect.stringMatching(/^php_error\.log\.\d{8}T\d{6}Z\.gz$/)]);
    const accessArchive = path.join(home, 'logs', archives[0]!);
    expect(gunzipSync(await readFile(accessArchive)).toString()).toBe(access);
    expect(gunzipSync(await readFile(path.join(home, 'logs', archives[1]!))).toString()).toBe(php);
    expect((await lstat(accessArchive)).uid).toBe(uid);
    expect((await readdir(paths.webLogDir(hostingId))).filter((name) => name.endsWith('.rotating'))).toEqual([]);
    expect(notes.join("\n")).toBe("");

    // Only the newest archives are kept.
    for (let day = 1; day <= LOG_ARCHIVES_KEPT; day++) {
      const old = path.join(home, 'logs', `access.log.202601${String(day).padStart(2, '0')}T000000Z.gz`);
      await writeFile(old, 'antigo');
      await chown(old, uid, uid);
    }
    // Set aside in the same second as the first one (a fast run): both are kept, neither overwrites the other.
    await writeFile(paths.log(hostingId, 'access'), lines('mais', LOG_ROTATE_BYTES + 1));
    const [, year, month, day, hour, minute, second] = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(archives[0]!)!.map(Number);
    const firstSecond = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, 500));
    await utimes(paths.log(hostingId, 'access'), firstSecond, firstSecond);
    await rotation.rotate();
    await rotation.rotate();
    const kept = (await readdir(path.join(home, 'logs'))).filter((name) => name.startsWith('access.log.')).sort();
    expect(kept).toHaveLength(LOG_ARCHIVES_KEPT);
    expect(kept[0]).toBe('access.log.20260103T000000Z.gz');
    expect(kept).toContain(archives[0]);
    expect(kept).toContain(archives[0]!.replace(/\.gz$/, '-1.gz'));
  });

  it('writes nowhere the hosting could not when its logs folder is a link', async () => {
    const { paths } = operations;
    const home = paths.home(hostingId);
    const elsewhere = path.join(dataDir, 'root-only');
    await mkdir(elsewhere, { mode: 0o755 });
    await rm(path.join(home, 'logs'), { recursive: true });
    await symlink(elsewhere, path.join(home, 'logs'));
    const rotation = new LogRotation(paths, async () => undefined, (text) => notes.push(text));

    await writeFile(paths.log(hostingId, 'access'), lines('link', LOG_ROTATE_BYTES + 1));
    await rotation.rotate();
    await rotation.rotate();
    expect(await readdir(elsewhere)).toEqual([]);
    expect(notes).toEqual([expect.stringContaining(`log of ${hostingId} (access) not archived in its home`)]);
    expect((await readdir(paths.webLogDir(hostingId))).filter((name) => name.endsWith('.rotating'))).toEqual([]);
  });
});
