import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from '../state/sharedState';

/** @fastify/rate-limit's store over the shared state: every API process counts one window together. */
export function sharedRateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number) {
      counters.hit(`rate:${key}`, timeWindow ?? 60_000).then(
        (hit) => callback(null, { current: hit.hits, ttl: Math.max(0, hit.expiresAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new SharedRateLimitStore();
    }
  };
}
