import { useQuery } from '@tanstack/react-query';
import { api } from '@core';
import { rechargePaths } from '../schemas';

const COOKIE = 'painel_fingerprint';
const MAX_AGE_SECONDS = 48 * 3600;

function cachedFingerprint(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : null;
}

/**
 * The fraud-profiling adapter: the device identifier the gateway asks for, kept in a cookie
 * for 48 h (part 1 §7). Without it no payment can be sent.
 */
export function useFingerprint() {
  return useQuery({
    queryKey: ['recharge', 'fingerprint'],
    queryFn: async ({ signal }) => {
      const cached = cachedFingerprint();
      if (cached) return cached;
      const { identifier } = await api<{ identifier: string }>('GET', rechargePaths.fingerprint, { signal });
      document.cookie = `${COOKIE}=${encodeURIComponent(identifier)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Strict`;
      return identifier;
    },
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}
