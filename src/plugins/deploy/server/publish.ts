import { cp, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { treeBytes } from '@server/hostingFiles/diskQuota';
import { git } from './git';

export interface Published {
  commit: string;
  subject: string;
  files: number;
}

async function countFiles(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += await countFiles(path.join(dir, entry.name));
    else if (entry.isFile()) count += 1;
  }
  return count;
}

/**
 * Clones one branch of `source` into a scratch folder and copies its files, without `.git` and
 * without symbolic links (a link could point anywhere on this machine), into `target`.
 * `roomFor(bytes)` is asked before anything is copied (the hosting's disk) and throws to refuse.
 */
export async function publishBranch(source: string, branch: string, target: string, scratch: string, roomFor: (bytes: number) => Promise<void> = async () => undefined): Promise<Published> {
  await mkdir(scratch, { recursive: true });
  const work = await mkdtemp(path.join(scratch, 'deploy-'));
  try {
    const clone = path.join(work, 'repo');
    await git(['-c', 'core.symlinks=false', 'clone', '--quiet', '--no-hardlinks', '--single-branch', '--branch', branch, '--', source, clone]);
    const [commit = '', subject = ''] = (await git(['-C', clone, 'log', '-1', '--format=%h%x00%s'])).trim().split('\0');
    await rm(path.join(clone, '.git'), { recursive: true, force: true });
    // Cloned without links (core.symlinks=false) and with `.git` gone: what is weighed is what is copied.
    await roomFor(await treeBytes(clone));
    await mkdir(target, { recursive: true });
    await cp(clone, target, {
      recursive: true,
      force: true,
      filter: async (from) => path.basename(from) !== '.git' && !(await lstat(from)).isSymbolicLink(),
    });
    return { commit, subject, files: await countFiles(clone) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
