// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, markSession } from '../auth/tokenCookie';
import { apiQuery } from './apiQuery';
import { api, earlyData } from './client';
import { FIRST_READS, sendEarly, TAKE_WITHIN_MS } from './earlyRequests';

const answer = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('session reads sent by the entry', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    markSession('abc', 60);
  });
  afterEach(() => {
    forgetSession();
    vi.unstubAllGlobals();
  });

  it("answers the app's first GET of the same URL with the early response, and fetches anew after", async () => {
    fetchMock.mockResolvedValueOnce(answer({ id: 1, name: 'Ana' })).mockResolvedValueOnce(answer({ balance: 10 }));
    sendEarly('abc', FIRST_READS);
    // The session's token is in its HttpOnly cookie, which the browser adds: the page sends no token of its own.
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.headers])).toEqual([
      ['/api/user', { accept: 'application/json', 'x-painel-call': '1' }],
      ['/api/user/credits', { accept: 'application/json', 'x-painel-call': '1' }],
    ]);
    fetchMock.mockResolvedValueOnce(answer({ id: 1, name: 'Ana Maria' }));
    await expect(api('GET', '/user')).resolves.toEqual({ id: 1, name: 'Ana' });
    await expect(api('GET', '/user/credits')).resolves.toEqual({ balance: 10 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(api('GET', '/user')).resolves.toEqual({ id: 1, name: 'Ana Maria' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is not used by another method, nor after the session changed', async () => {
    fetchMock.mockResolvedValueOnce(answer('early')).mockResolvedValueOnce(answer('early credits'));
    sendEarly('abc', FIRST_READS);
    fetchMock.mockResolvedValueOnce(answer('posted'));
    await expect(api('POST', '/user', { body: {} })).resolves.toBe('posted');
    markSession('other', 60);
    fetchMock.mockResolvedValueOnce(answer('fresh'));
    await expect(api('GET', '/user')).resolves.toBe('fresh');
    expect(fetchMock.mock.calls[3][1]?.headers).toMatchObject({ 'x-painel-call': '1' });
    expect(fetchMock.mock.calls[3][1]?.headers).not.toHaveProperty('authorization');
  });

  it('gives a failed early request to its taker as the API error it is', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Sessão expirada.' }), { status: 401, headers: { 'content-type': 'application/json' } }));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    sendEarly('abc', FIRST_READS);
    await expect(api('GET', '/user')).rejects.toMatchObject({ status: 401, message: 'Sessão expirada.' });
    await expect(api('GET', '/user/credits')).rejects.toMatchObject({ status: 0 });
  });

  it('is not handed out late: a page drawn long after the load asks anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fetchMock.mockResolvedValueOnce(answer('stale')).mockResolvedValueOnce(answer('stale credits'));
      sendEarly('abc', FIRST_READS);
      vi.setSystemTime(Date.now() + TAKE_WITHIN_MS + 1);
      fetchMock.mockResolvedValueOnce(answer('fresh'));
      await expect(api('GET', '/user')).resolves.toBe('fresh');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a taker that gives up as fetch would, and keeps the answer for the next one', async () => {
    let answerUser = (_: Response) => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerUser = resolve))).mockResolvedValueOnce(answer('credits'));
    sendEarly('abc', FIRST_READS);
    const controller = new AbortController();
    const first = api('GET', '/user', { signal: controller.signal });
    controller.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    const second = api('GET', '/user');
    answerUser(answer({ id: 1 }));
    await expect(second).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is a query's first data once its body is in, only once, and never a failure's", async () => {
    fetchMock.mockResolvedValueOnce(answer({ id: 1 })).mockResolvedValueOnce(new Response(JSON.stringify({ message: 'falhou' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    sendEarly('abc', FIRST_READS);
    expect(earlyData('/user')).toBeUndefined();
    await vi.waitFor(() => expect(earlyData('/user')).toMatchObject({ data: { id: 1 } }));
    expect(earlyData('/user')).toBeUndefined();
    fetchMock.mockResolvedValueOnce(answer({ id: 2 }));
    await expect(api('GET', '/user')).resolves.toEqual({ id: 2 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(earlyData('/user/credits')).toBeUndefined();
    await expect(api('GET', '/user/credits')).rejects.toMatchObject({ status: 500 });
  });

  it('is not first data for another token, and a query reshapes what it takes', async () => {
    fetchMock.mockResolvedValueOnce(answer([{ domain: 'a.com.br' }])).mockResolvedValueOnce(answer({ balance: 1 }));
    sendEarly('abc', ['/hosting', '/user/credits']);
    const hostings = apiQuery('/hosting', (items: { domain: string }[]) => items.map((h) => h.domain));
    await vi.waitFor(() => expect(hostings.initialData()).toEqual(['a.com.br']));
    markSession('other', 60);
    expect(earlyData('/user/credits')).toBeUndefined();
  });
});
