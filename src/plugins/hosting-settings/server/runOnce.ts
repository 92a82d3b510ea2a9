import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import type { CronRunResult } from '../contract';

/**
 * "Executar agora": one run of a cron command, confined with bubblewrap (Debian's `bubblewrap`):
 * no network, no other process, a read-only /usr, an empty /tmp, the hosting's file root as the
 * only writable home, an unprivileged user, a wall-clock timeout and CPU, memory, file-size and
 * process limits; at most OUTPUT_LIMIT bytes of output are kept. Without bwrap there is no run.
 */
export const RUN_TIMEOUT_MS = 10_000;
export const OUTPUT_LIMIT = 64 * 1024;

export type RunResult = CronRunResult;

let available: boolean | null = null;
/** bwrap is installed and this machine lets it make its namespaces (a trial run in an empty home). */
export function canConfine(): boolean {
  available ??= spawnSync('bwrap', bwrapArgs(tmpdir(), 'true'), { stdio: 'ignore', timeout: 5000 }).status === 0;
  return available;
}

const LIMITS = ['ulimit -t 10', 'ulimit -v 524288', 'ulimit -f 20480', 'ulimit -p 64'].join('; ');

function bwrapArgs(root: string, command: string): string[] {
  return [
    // --as-pid-1: the job's shell is PID 1, so /proc/1/cmdline shows it, not bwrap's arguments (server paths).
    '--unshare-all', '--unshare-user', '--uid', '65534', '--gid', '65534', '--as-pid-1',
    '--die-with-parent', '--new-session', '--clearenv',
    '--setenv', 'PATH', '/usr/local/bin:/usr/bin:/bin', '--setenv', 'HOME', '/home/user', '--setenv', 'LANG', 'C.UTF-8',
    '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
    '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp',
    '--bind', root, '/home/user', '--chdir', '/home/user',
    '/bin/sh', '-c', `${LIMITS}; eval "$1"`, 'sh', command,
  ];
}

export function runConfined(root: string, command: string, timeoutMs = RUN_TIMEOUT_MS): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bwrap', bwrapArgs(root, command), { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let truncated = false;
    let timedOut = false;
    const take = (chunk: Buffer) => {
      if (size >= OUTPUT_LIMIT) {
        truncated = true;
        return;
      }
      const part = chunk.subarray(0, OUTPUT_LIMIT - size);
      if (part.length < chunk.length) truncated = true;
      chunks.push(part);
      size += part.length;
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (exitCode: number | null) => {
      clearTimeout(timer);
      resolve({ exitCode, output: Buffer.concat(chunks).toString('utf8'), truncated, timedOut, durationMs: Date.now() - started });
    };
    child.on('error', () => finish(null));
    child.on('close', (code) => finish(timedOut ? null : code));
  });
}
