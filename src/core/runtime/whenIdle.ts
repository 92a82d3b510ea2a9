/**
 * Runs `work` once the browser is first idle, and at the latest after `timeout` ms; where idle time
 * is not known (jsdom, older Safari), soon. For what the page does not need to be drawn: code that
 * only an action or a later moment shows. Returns the cancel.
 */
export function whenIdle(work: () => unknown, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const request = requestIdleCallback(() => void work(), { timeout });
    return () => cancelIdleCallback(request);
  }
  const timer = setTimeout(() => void work(), 200);
  return () => clearTimeout(timer);
}
