import { constants } from 'node:fs';
import { chmod, chown, lstat, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { systemUserOf, type LOG_KINDS } from './contract';
import type { NodePaths } from './nodeConfig';
import { runProgram, userExists, userIds } from './system';

/** The Logs page's limit: above it the page shows only its notice, so a log is set aside at this size. */
export const LOG_ROTATE_BYTES = 1024 * 1024;
/** Archives of each log kept in the home's `logs/` folder, the newest ones. */
export const LOG_ARCHIVES_KEPT = 7;
/** How often the logs' sizes are looked at. */
export const LOG_ROTATION_INTERVAL_MS = 60_000;

/** The cron log is kept small by its runner; these grow with the site's visitors. */
type LogKind = (typeof LOG_KINDS)[number];

const ROTATED: LogKind[] = ['access', 'error', 'php'];
/** What PHP appends to itself (its error log is opened at each write, by the hosting's user). */
const USER_OWNED: LogKind[] = ['php'];
const SET_ASIDE = '.rotating';

/**
 * Keeps each hosting's web and PHP logs under the Logs page's limit, and hands the older entries
 * to the customer, gzipped, in the home's `logs/` folder (where the page's notice sends them, as
 * cPanel keeps raw logs in `~/logs`), counted in the hosting's disk like any of its files.
 *
 * A log above LOG_ROTATE_BYTES is renamed in the node's folder and nginx reloaded: its new workers
 * get the logs opened anew by the master (`-s reopen` would have the workers open them, and they
 * cannot enter a hosting's log folder). The renamed file is archived at the next round, once the old
 * workers have surely flushed their buffers into it and ended. Archiving runs as the hosting's user (`install`,
 * `gzip`, `rm` with argument arrays), so a `logs` the customer replaced with a link leads nowhere
 * the user could not write anyway.
 */
export class LogRotation {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly paths: NodePaths,
    private readonly reloadWebServer: () => Promise<void>,
    private readonly note: (text: string) => void = (text) => console.error(text),
  ) {}

  start(intervalMs = LOG_ROTATION_INTERVAL_MS): void {
    const round = async () => {
      await this.rotate().catch((error: unknown) => this.note(`log rotation failed: ${(error as Error).message}`));
      this.timer = setTimeout(round, intervalMs).unref();
    };
    this.timer = setTimeout(round, intervalMs).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** One round: archives what the last round set aside, then sets aside each log grown past the limit. */
  async rotate(): Promise<void> {
    const hostingIds = (await readdir(this.paths.logsRoot).catch(() => [])).filter((name) => /^[1-9][0-9]{0,9}$/.test(name)).map(Number);
    for (const hostingId of hostingIds) {
      for (const kind of ROTATED) {
        const setAside = `${this.paths.log(hostingId, kind)}${SET_ASIDE}`;
        if (await lstat(setAside).catch(() => null)) await this.archive(hostingId, kind, setAside);
      }
    }
    let webLogsMoved = false;
    for (const hostingId of hostingIds) {
      for (const kind of ROTATED) {
        if (await this.setAside(hostingId, kind)) webLogsMoved ||= !USER_OWNED.includes(kind);
      }
    }
    if (webLogsMoved) await this.reloadWebServer();
  }

  private async setAside(hostingId: number, kind: LogKind): Promise<boolean> {
    const file = this.paths.log(hostingId, kind);
    const info = await lstat(file).catch(() => null);
    if (!info?.isFile() || info.size <= LOG_ROTATE_BYTES) return false;
    await rename(file, `${file}${SET_ASIDE}`);
    if (USER_OWNED.includes(kind)) await this.recreateUserLog(hostingId, file);
    return true;
  }

  /** PHP, as the hosting's user, cannot create a file in the root's log folder: the agent makes the new one. */
  private async recreateUserLog(hostingId: number, file: string): Promise<void> {
    const { uid, gid } = await userIds(systemUserOf(hostingId));
    const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o640);
    try {
      await handle.chown(uid, gid);
    } finally {
      await handle.close();
    }
  }

  private async archive(hostingId: number, kind: LogKind, setAside: string): Promise<void> {
    try {
      const user = systemUserOf(hostingId);
      if (!(await userExists(user))) return;
      const owner = await userIds(user);
      // Readable by the hosting's group only, for the copy its user makes.
      await chown(setAside, 0, owner.gid);
      await chmod(setAside, 0o640);
      const logsFolder = path.join(this.paths.home(hostingId), 'logs');
      const name = path.basename(this.paths.log(hostingId, kind));
      const target = path.join(logsFolder, await this.freeName(logsFolder, `${name}.${archiveStamp(await stat(setAside))}`));
      await runProgram('/usr/bin/install', ['-D', '-m', '0640', '--', setAside, target], owner);
      await runProgram('/usr/bin/gzip', ['-f', '--', target], owner);
      await this.prune(logsFolder, name, owner);
    } catch (error) {
      // A full disk (or quota) keeps the archive from the home: the entries are dropped, the site goes on.
      this.note(`log of ${hostingId} (${kind}) not archived in its home: ${(error as Error).message}`);
    } finally {
      await rm(setAside, { force: true });
    }
  }

  /** An archive's name no archive has yet: two logs set aside in the same second are both kept (`…Z.gz`, `…Z-1.gz`). */
  private async freeName(logsFolder: string, stamped: string): Promise<string> {
    const taken = new Set(await readdir(logsFolder).catch(() => []));
    let name = stamped;
    for (let n = 1; taken.has(`${name}.gz`) || taken.has(name); n++) name = `${stamped}-${n}`;
    return name;
  }

  /** Removes the oldest archives of one log beyond LOG_ARCHIVES_KEPT, as the hosting's user. */
  private async prune(logsFolder: string, name: string, owner: { uid: number; gid: number }): Promise<void> {
    const archives = (await readdir(logsFolder).catch(() => []))
      .filter((entry) => entry.startsWith(`${name}.`) && entry.endsWith('.gz') && /^[0-9TZ-]+$/.test(entry.slice(name.length + 1, -3)))
      .sort();
    const old = archives.slice(0, Math.max(0, archives.length - LOG_ARCHIVES_KEPT));
    if (old.length > 0) await runProgram('/usr/bin/rm', ['-f', '--', ...old.map((entry) => path.join(logsFolder, entry))], owner);
  }
}

/** When the set-aside log was last written, sortable: `20261202T081500Z`. */
function archiveStamp(info: { mtime: Date }): string {
  return info.mtime.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}
