import { apiQuery } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Promotion } from '../contract';

export const PROMOTION_KEY = ['user', 'promotion'] as const;

/** The user's promotion and its seconds left, counting down once a second from when it was read. */
export function usePromotion(): { promotion: Promotion | undefined; secondsLeft: number } {
  const query = useQuery({
    queryKey: PROMOTION_KEY,
    ...apiQuery<Promotion>('/user/promotion'),
    // A banner is an extra: it never raises the global error alert.
    meta: { handlesErrors: true },
  });
  const [now, setNow] = useState(() => Date.now());
  const readAt = query.dataUpdatedAt;
  const active = query.data?.active ?? false;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  const expiration = query.data?.expiration ?? 0;
  return { promotion: query.data, secondsLeft: Math.max(0, Math.ceil(expiration - (now - readAt) / 1000)) };
}
