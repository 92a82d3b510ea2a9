import { useQuery } from '@tanstack/react-query';
import { api, readCookie, writeCookie } from '@core';
import { rechargePaths } from '../schemas';

const COOKIE = 'painel_fingerprint';
const MAX_AGE_SECONDS = 48 * 3600;

/**
 * The fraud-profiling adapter: the device identifier the gateway asks for, kept in a cookie
 * for 48 h (part 1 §7). Without it no payment can be sent.
 */
export function useFingerprint() {
  return useQuery({
    queryKey: ['recharge', 'fingerprint'],
    queryFn: async ({ signal }) => {
      const cached = readCookie(COOKIE);
      if (cached) return cached;
      const { identifier } = await api<{ identifier: string }>('GET', rechargePaths.fingerprint, { signal });
      writeCookie(COOKIE, identifier, { maxAgeSeconds: MAX_AGE_SECONDS });
      return identifier;
    },
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}
