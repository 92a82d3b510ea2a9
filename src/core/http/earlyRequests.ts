import { panelCallHeaders } from './panelCall';
import { API_BASE } from './apiBase';

/**
 * Reads the entry sends before React and the app's code arrive: the full app's first page
 * waits for them, and sent by the app they would queue behind its scripts on the browser's six
 * connections. Each answer is taken once, by the first GET of the same URL in the same session (told by its mark),
 * and only soon after it was sent; calls after it, or later, fetch anew.
 */
const pending = new Map<string, Early>();

interface Early {
  /** The mark of the session it was sent in (its token is in a cookie the page cannot read). */
  session: string;
  sentAt: number;
  response: Promise<Response>;
  /** The answer's body once it is in, when it is a success: a query may start from it without waiting. */
  body?: { value: unknown };
}

/** An answer older than this is not handed out: the page it was sent for has long been drawn, or left. */
export const TAKE_WITHIN_MS = 10_000;

/** What every signed-in page asks first: the user (header, guards) and the credits (header); plugins' components declare theirs (`reads`). */
export const FIRST_READS = ['/user', '/user/credits'] as const;

/** The URL as the client writes it (encoded path, query from URLSearchParams), so that the two always match. */
const normalised = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.search;
};

export function sendEarly(session: string, paths: readonly string[]): void {
  for (const path of paths) {
    const url = normalised(API_BASE + path);
    const response = fetch(url, { headers: panelCallHeaders(), credentials: 'same-origin' });
    const early: Early = { session, sentAt: Date.now(), response };
    // A failure is the taker's to report; unhandled until then, it would be logged as an error.
    response
      .then(async (answer) => {
        if (answer.ok && answer.status !== 204) early.body = { value: await answer.clone().json() };
      })
      .catch(() => undefined);
    pending.set(url, early);
    // Never handed out after the window: an answer nobody took is let go with its body.
    setTimeout(() => pending.get(url) === early && pending.delete(url), TAKE_WITHIN_MS);
  }
}

/** Whether an early answer may go to a request in this session: sent in it, and lately (timers may run late). */
const usableBy = (early: Early, session: string | null) => early.session === session && Date.now() - early.sentAt <= TAKE_WITHIN_MS;

/** Takes the early answer for this URL only if its body is already in and a success: for a query's first data, drawn without a loading state. */
export function takeEarlyBody(url: string, session: string | null): { value: unknown; sentAt: number } | undefined {
  if (pending.size === 0) return undefined;
  const key = normalised(url);
  const early = pending.get(key);
  if (!early?.body || !usableBy(early, session)) return undefined;
  pending.delete(key);
  return { value: early.body.value, sentAt: early.sentAt };
}

/**
 * The early answer for this URL, if one was sent in this session, lately, and not yet taken. A taker
 * that gives up (its signal aborts) before the answer is in rejects as fetch would, and leaves the
 * answer for the next (React's strict mode asks, cancels and asks again).
 */
export function takeEarly(url: string, session: string | null, signal?: AbortSignal): Promise<Response> | undefined {
  if (pending.size === 0) return undefined;
  const key = normalised(url);
  const early = pending.get(key);
  if (!early || signal?.aborted) return undefined;
  pending.delete(key);
  if (!usableBy(early, session)) return undefined;
  if (!signal) return early.response;
  return new Promise<Response>((resolve, reject) => {
    const giveUp = () => {
      if (!pending.has(key)) pending.set(key, early);
      reject(signal.reason instanceof DOMException ? signal.reason : new DOMException('The request was aborted.', 'AbortError'));
    };
    signal.addEventListener('abort', giveUp, { once: true });
    early.response.then(
      (response) => (signal.removeEventListener('abort', giveUp), resolve(response)),
      (error: unknown) => (signal.removeEventListener('abort', giveUp), reject(error)),
    );
  });
}
