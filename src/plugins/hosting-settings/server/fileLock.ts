/**
 * Read-modify-write of one hosting file (`.crontab`, `.user.ini`, `authorized_keys`) one at a
 * time, so that two saves arriving together both land instead of the second erasing the first.
 */
export function fileLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
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
