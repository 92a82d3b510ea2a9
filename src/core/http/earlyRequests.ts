import { API_BASE } from './apiBase';

/**
 * Reads the entry sends before React and the app's code arrive: the full app's first page
 * waits for them, and sent by the app they would queue behind its scripts on the browser's six
 * connections. Each answer is taken once, by the first GET of the same URL with the same token;
 * calls after it fetch anew.
 */
const pending = new Map<string, { token: string; response: Promise<Response> }>();

/** What every signed-in page asks first: the user (header, guards) and the credits (header); plugins' components declare theirs (`reads`). */
export const FIRST_READS = ['/user', '/user/credits'] as const;

export function sendEarly(token: string, paths: readonly string[]): void {
  for (const path of paths) {
    const url = API_BASE + path;
    const response = fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, credentials: 'same-origin' });
    // A failure is the taker's to report; unhandled until then, it would be logged as an error.
    response.catch(() => undefined);
    pending.set(url, { token, response });
  }
}

/** The early answer for this URL, if one was sent with this token and not yet taken. */
export function takeEarly(url: string, token: string | null): Promise<Response> | undefined {
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  return early.token === token ? early.response : undefined;
}
