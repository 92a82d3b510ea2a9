import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { subscribe } from './errorBus';
import { reportingMutationCache, reportingQueryCache } from './queryFailures';

let published: unknown[];
let unsubscribe: () => void;
let client: QueryClient;

beforeEach(() => {
  published = [];
  unsubscribe = subscribe((event) => event.kind === 'error' && published.push(event.error));
  client = new QueryClient({ queryCache: reportingQueryCache(), mutationCache: reportingMutationCache(), defaultOptions: { queries: { retry: false } } });
});
afterEach(() => unsubscribe());

const read = (queryKey: string[], answer: () => unknown, meta?: Record<string, unknown>) =>
  client.fetchQuery({ queryKey, queryFn: async () => answer(), meta, staleTime: 0 }).catch(() => undefined);
const failing = (status: number) => () => {
  throw new ApiError(status, 'Erro interno.');
};

describe('the global report of failed reads and changes', () => {
  it('alerts once for a read that keeps failing, and again once it has answered and fails anew', async () => {
    await read(['user'], failing(500));
    await read(['user'], failing(500));
    await read(['user'], failing(503));
    expect(published).toHaveLength(1);
    await read(['credits'], failing(500));
    expect(published).toHaveLength(2);
    await read(['user'], () => ({ id: 1 }));
    await read(['user'], failing(500));
    expect(published).toHaveLength(3);
  });

  it('alerts again for a read dropped from the cache, as after a sign-out', async () => {
    await read(['user'], failing(500));
    await read(['user'], failing(500));
    client.clear();
    await read(['user'], failing(500));
    expect(published).toHaveLength(2);
  });

  it('alerts for a read whose first failure no one heard, as the app’s first reads fail before the alert modal is drawn', async () => {
    unsubscribe();
    await read(['user'], failing(500));
    unsubscribe = subscribe((event) => event.kind === 'error' && published.push(event.error));
    await read(['user'], failing(500));
    await read(['user'], failing(500));
    expect(published).toHaveLength(1);
  });

  it('reports every sign-out and refusal, and nothing a read or change handles itself', async () => {
    await read(['user'], failing(401));
    await read(['user'], failing(401));
    await read(['hosting'], failing(403));
    await read(['hosting'], failing(403));
    expect(published.map((error) => (error as ApiError).status)).toEqual([401, 401, 403, 403]);
    await read(['email'], failing(500), { handlesErrors: true });
    await client.getMutationCache().build(client, { mutationFn: async () => failing(500)(), meta: { handlesErrors: true } }).execute(undefined).catch(() => undefined);
    expect(published).toHaveLength(4);
  });

  it('reports each failed change, however often it fails', async () => {
    const change = () => client.getMutationCache().build(client, { mutationFn: async () => failing(500)() }).execute(undefined).catch(() => undefined);
    await change();
    await change();
    expect(published).toHaveLength(2);
  });
});
