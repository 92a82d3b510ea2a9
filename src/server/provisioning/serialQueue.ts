/** Runs tasks one after another, each once the ones before it ended, however they ended. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Runs `pass` now and then `intervalMs` after each one ends (a slow pass is never overlapped), a
 * failure reported to `onError` and the next pass run as usual; stop() ends it.
 */
export function repeatEvery(intervalMs: number, pass: () => Promise<void>, onError: (error: unknown) => void): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    await pass().catch(onError);
    if (!stopped) timer = setTimeout(run, intervalMs);
  };
  void run();
  return { stop: () => ((stopped = true), clearTimeout(timer)) };
}
