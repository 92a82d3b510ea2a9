import { sessionMark } from '../auth/tokenCookie';
import { API_BASE } from './apiBase';
import { takeEarly, takeEarlyBody } from './earlyRequests';
import { panelCallHeaders } from './panelCall';

export { API_BASE };

export type FieldErrors = Record<string, string>;

/** An answer of the API that is not a success, carrying what the error catalogue needs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly call = '',
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  return response.text();
}

function toApiError(status: number, body: unknown, call: string): ApiError {
  const payload = (body && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    errors?: unknown;
    status?: unknown;
    data?: unknown;
  };
  const fieldErrors: FieldErrors = {};
  if (payload.errors && typeof payload.errors === 'object') {
    for (const [field, value] of Object.entries(payload.errors as Record<string, unknown>)) {
      fieldErrors[field] = Array.isArray(value) ? String(value[0]) : String(value);
    }
  }
  const message = typeof payload.message === 'string' ? payload.message : '';
  const effectiveStatus = payload.status === 'fail' && status < 400 ? 422 : status;
  return new ApiError(effectiveStatus, message, fieldErrors, call, payload.data);
}

/**
 * Sends one call to the API; resolves with the raw response body. The session goes in its HttpOnly
 * cookie, which the browser adds; the panel's header tells the API the call is the panel's own (CSRF).
 */
export async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = panelCallHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  const call = `${method} ${API_BASE}${path}`;
  let response: Response;
  try {
    const early = method === 'GET' ? takeEarly(url, sessionMark(), options.signal) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' }));
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, '', {}, call);
  }
  if (!response.ok) throw toApiError(response.status, await readBody(response), call);
  return response;
}

/** The API's answer, its `data` envelope unwrapped; a 'fail' status is an error. */
function unwrap<T>(body: unknown, call: string): T {
  if (body && typeof body === 'object' && 'status' in body && body.status === 'fail') throw toApiError(422, body, call);
  if (body && typeof body === 'object' && 'data' in body) return body.data as T;
  return body as T;
}

/** JSON call that unwraps the API's `data` envelope. */
export async function api<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(method, path, options);
  if (response.status === 204) return undefined as T;
  return unwrap<T>(await readBody(response), `${method} ${API_BASE}${path}`);
}

/**
 * The data of GET `path`, and when it was asked, if the entry's early read of it has already come in
 * (see earlyRequests), or undefined: a query's `initialData`, so that what the first page draws from it is there in its first
 * frame instead of a frame later, and nothing moves when it arrives.
 */
export function earlyData<T>(path: string): { data: T; sentAt: number } | undefined {
  const early = takeEarlyBody(buildUrl(path), sessionMark());
  if (!early) return undefined;
  try {
    return { data: unwrap<T>(early.value, `GET ${API_BASE}${path}`), sentAt: early.sentAt };
  } catch {
    return undefined;
  }
}
