import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';

/** A holder that died keeps its lock this long at most; proper-lockfile refreshes live ones. */
const STALE_MS = 10_000;
const RETRIES = { retries: 100, minTimeout: 10, maxTimeout: 200 };

/**
 * Read-modify-write of one hosting file (`.crontab`, `.user.ini`, `authorized_keys`) one at a
 * time, so that two saves arriving together both land instead of the second erasing the first,
 * whichever API process receives them: the lock is a directory under `<dataDir>/locks` (mkdir is
 * atomic), outside the customer's files. Saves within one process queue first, so they don't
 * poll a lock their own process holds.
 */
export function fileLock(dataDir: string, kind: string) {
  const locks = path.join(dataDir, 'locks');
  const queue = inProcessQueue();
  return function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    return queue(key, async () => {
      await mkdir(locks, { recursive: true });
      // proper-lockfile keeps its own record per path, so each hosting's file gets a path of its own.
      const release = await lock(path.join(locks, `${kind}-${key}`), { realpath: false, stale: STALE_MS, retries: RETRIES });
      try {
        return await work();
      } finally {
        await release();
      }
    });
  };
}

function inProcessQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function queued<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
