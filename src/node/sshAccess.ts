import { execFile } from 'node:child_process';
import { chmod, mkdir, readdir, readlink, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword, verifyPassword } from '../server/auth/passwords';
import { systemUserOf, type SshAccess } from './contract';
import type { NodeConfig, NodePaths } from './nodeConfig';
import { readIfExists, restoreFile, runProgram, signalPidFile } from './system';

/** Runs a program with its input on stdin (a password never goes in an argument), without a shell. */
function runWithInput(file: string, args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { timeout: 30_000, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } }, (error) => {
      // The program's own text may repeat its input: only that it failed reaches the log.
      if (error) reject(new Error(`${file} failed`));
      else resolve();
    });
    child.stdin?.end(input);
  });
}

async function writeRootFile(file: string, text: string, mode: number): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, text, { mode });
  await chmod(temporary, mode);
  await rename(temporary, file);
}

/**
 * The hostings' SFTP on the node's own sshd: chrooted to the homes' folder (root's, 0711: nothing
 * listed) and started in the hosting's home, SFTP only. users.conf allows exactly the hostings whose
 * SFTP is on, each with its start folder; the keys are root's, outside the home; a password is set
 * with chpasswd (on stdin), and replaced by `*` (no password sign-in) otherwise.
 */
export class NodeSsh {
  constructor(
    private readonly config: NodeConfig,
    private readonly paths: NodePaths,
  ) {}

  async write(access: SshAccess): Promise<boolean> {
    const user = systemUserOf(access.hostingId);
    let changed = false;
    const keysFile = this.paths.sshAuthorizedKeys(access.hostingId);
    const keys = access.enabled && access.keys.length > 0 ? access.keys.map((key) => `${key}\n`).join('') : null;
    const previousKeys = await readIfExists(keysFile);
    // A key taken away or a new password: who signed in with the old ones is signed out.
    let signOut = (previousKeys ?? '').split('\n').some((key) => key !== '' && !access.keys.includes(key));
    if (keys !== previousKeys) {
      if (keys === null) await rm(keysFile, { force: true });
      else {
        await mkdir(path.dirname(keysFile), { recursive: true, mode: 0o755 });
        await writeRootFile(keysFile, keys, 0o644);
      }
      changed = true;
    }
    if (await this.setPassword(user, access.hostingId, access.enabled ? access.password : null)) {
      signOut = true;
      changed = true;
    }
    const marker = this.paths.sshEnabled(access.hostingId);
    const wasEnabled = (await readIfExists(marker)) !== null;
    if (wasEnabled !== access.enabled) {
      await mkdir(this.paths.sshEnabledDir, { recursive: true, mode: 0o700 });
      if (access.enabled) await writeFile(marker, '');
      else await rm(marker, { force: true });
      await this.writeUsers();
      // Off means off now: the open sessions end too.
      if (!access.enabled) signOut = true;
      changed = true;
    }
    // sshd's process for each open session runs as the user.
    if (signOut) await runProgram('/usr/bin/pkill', ['-TERM', '-x', '-u', user, 'sshd']).catch(() => undefined);
    return changed;
  }

  /**
   * Sets the user's system password when it differs from the one kept (its argon2id hash, kept once
   * chpasswd took it), or locks password sign-in when there is none; whether it changed.
   */
  private async setPassword(user: string, hostingId: number, password: string | null): Promise<boolean> {
    const file = this.paths.sshPasswordHash(hostingId);
    const stored = await readIfExists(file);
    if (password === null) {
      await runProgram('/usr/sbin/usermod', ['--password', '*', '--', user]);
      await rm(file, { force: true });
      return stored !== null;
    }
    if (stored !== null && (await verifyPassword(password, stored.trim()))) return false;
    await runWithInput('/usr/sbin/chpasswd', [], `${user}:${password}\n`);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeRootFile(file, await hashPassword(password), 0o600);
    return true;
  }

  /** The hosting's sign-in goes: keys, the allowed user. */
  async remove(hostingId: number): Promise<void> {
    await rm(this.paths.sshAuthorizedKeys(hostingId), { force: true });
    await rm(this.paths.sshPasswordHash(hostingId), { force: true });
    if ((await readIfExists(this.paths.sshEnabled(hostingId))) === null) return;
    await rm(this.paths.sshEnabled(hostingId), { force: true });
    await this.writeUsers();
  }

  /** users.conf from the enabled hostings: who may sign in and where each starts; checked by `sshd -t`, then sshd reloads. */
  private async writeUsers(): Promise<void> {
    const ids = (await readdir(this.paths.sshEnabledDir).catch(() => [] as string[])).filter((name) => /^[0-9]+$/.test(name)).map(Number).sort((a, b) => a - b);
    const text = ids.length === 0
      ? 'DenyUsers *\n'
      : [
          `AllowUsers ${ids.map(systemUserOf).join(' ')}`,
          ...ids.flatMap((id) => [`Match User ${systemUserOf(id)}`, `  ForceCommand internal-sftp -d /${path.relative(this.config.hostingsRoot, this.paths.home(id))}`]),
          '',
        ].join('\n');
    const previous = await readIfExists(this.paths.sshUsers);
    if (previous === text) return;
    await writeRootFile(this.paths.sshUsers, text, 0o644);
    try {
      await runProgram('/usr/sbin/sshd', ['-t', '-f', this.paths.sshConfig]);
    } catch (error) {
      await restoreFile(this.paths.sshUsers, previous);
      throw error;
    }
    await this.reload();
  }

  /**
   * SIGHUP: sshd closes its listening socket, runs itself again and reads its configuration. Done
   * when it listens on a new socket, so the next sign-in meets the new users.conf.
   */
  private async reload(): Promise<void> {
    const pid = Number((await readIfExists(this.paths.sshPid))?.trim());
    if (!Number.isInteger(pid) || pid <= 1) return;
    const before = await listeningSockets(pid);
    if (!(await signalPidFile(this.paths.sshPid, 'SIGHUP'))) return;
    for (let attempt = 0; attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const now = await listeningSockets(pid);
      if (now.length > 0 && now.every((socket) => !before.includes(socket))) return;
    }
  }
}

/** The sockets a process holds, as /proc names them (`socket:[inode]`). */
async function listeningSockets(pid: number): Promise<string[]> {
  const folder = `/proc/${pid}/fd`;
  const names = await readdir(folder).catch(() => [] as string[]);
  const targets = await Promise.all(names.map((name) => readlink(path.join(folder, name)).catch(() => '')));
  return targets.filter((target) => target.startsWith('socket:'));
}
