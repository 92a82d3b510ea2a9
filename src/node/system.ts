import { execFile } from 'node:child_process';
import { lstat, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A program with an argument array, never through a shell; a failure carries the program's stderr
 * (for the agent's log only). `as` runs it as that user and group, without root's other groups.
 */
export async function runProgram(file: string, args: string[], as?: { uid: number; gid: number }): Promise<string> {
  try {
    const { stdout } = await run(file, args, { timeout: 30_000, maxBuffer: 1024 * 1024, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, ...(as && { uid: as.uid, gid: as.gid }) });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${file} failed: ${stderr.trim() || (error as Error).message}`);
  }
}

export async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeAtomically(file: string, text: string, mode = 0o644): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text, { mode });
  await rename(temporary, file);
}

/** Puts a file back as it was before a change (or removes it, when it did not exist). */
export async function restoreFile(file: string, previous: string | null): Promise<void> {
  if (previous === null) await rm(file, { force: true });
  else await writeAtomically(file, previous);
}

export async function userExists(user: string): Promise<boolean> {
  try {
    await runProgram('/usr/bin/id', ['-u', '--', user]);
    return true;
  } catch {
    return false;
  }
}

export async function userIds(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([runProgram('/usr/bin/id', ['-u', '--', user]), runProgram('/usr/bin/id', ['-g', '--', user])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Sends a signal to the process whose id a pid file holds; false when it is not running. */
export async function signalPidFile(pidFile: string, signal: NodeJS.Signals): Promise<boolean> {
  const text = await readIfExists(pidFile);
  const pid = Number(text?.trim());
  if (!Number.isInteger(pid) || pid <= 1) return false;
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits until a Unix socket is in place, up to `timeoutMs`; whether it is. */
export async function waitForSocket(socketPath: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!(await lstat(socketPath).then((stats) => stats.isSocket(), () => false))) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
