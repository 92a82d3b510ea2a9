import { execFile } from 'node:child_process';

/** One git command, never through a shell: arguments are an array, prompts and system config off. */
export function git(args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd: options.cwd,
        timeout: options.timeoutMs ?? 60_000,
        maxBuffer: 4 * 1024 * 1024,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: process.env.HOME ?? '/tmp',
          GIT_TERMINAL_PROMPT: '0',
          GIT_CONFIG_NOSYSTEM: '1',
          // Only local repositories: the sandbox provider's bare repositories on this machine.
          GIT_ALLOW_PROTOCOL: 'file',
          LC_ALL: 'C',
        },
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(args[0] ?? 'git', String(stderr || error.message).trim()));
        else resolve(String(stdout));
      },
    );
  });
}

export class GitError extends Error {
  constructor(readonly command: string, readonly detail: string) {
    super(`git ${command}: ${detail}`);
  }
}

/** Identity for commits the sandbox provider makes, without reading anyone's git config. */
export const SANDBOX_IDENTITY = ['-c', 'user.name=Sandbox Git', '-c', 'user.email=sandbox@painel.local', '-c', 'commit.gpgsign=false'];
