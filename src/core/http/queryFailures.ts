import { MutationCache, QueryCache } from '@tanstack/react-query';
import { publishError } from './errorBus';
import { decide } from './errorCatalogue';

const handlesOwnErrors = (meta: Record<string, unknown> | undefined) => meta?.handlesErrors === true;

/**
 * Reads report failures to the global catalogue unless they say they handle them. A read that keeps
 * failing, asked again by each page that mounts it, alerts once until it answers: its pages show the
 * failure with a retry, and a modal per tap says nothing new. Sign-outs and refusals act every time. A
 * failure no one heard (the app's first reads, before the alert modal is drawn) counts for nothing.
 */
export function reportingQueryCache(): QueryCache {
  const alerted = new Set<string>();
  const cache = new QueryCache({
    onError(error, query) {
      if (handlesOwnErrors(query.meta)) return;
      const alertOnce = decide(error).kind === 'alert';
      if (alertOnce && alerted.has(query.queryHash)) return;
      if (publishError(error) && alertOnce) alerted.add(query.queryHash);
    },
    onSuccess: (_data, query) => alerted.delete(query.queryHash),
  });
  // A read dropped from the cache (sign-out clears it, unused reads are collected) starts afresh.
  cache.subscribe((event) => {
    if (event.type === 'removed') alerted.delete(event.query.queryHash);
  });
  return cache;
}

/** Every failed change is the customer's own action: each one reports, unless the mutation handles it. */
export function reportingMutationCache(): MutationCache {
  return new MutationCache({
    onError(error, _variables, _context, mutation) {
      if (!handlesOwnErrors(mutation.meta)) publishError(error);
    },
  });
}
