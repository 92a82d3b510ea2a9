import { useQuery } from '@tanstack/react-query';
import { readToken } from '../auth/tokenCookie';
import { api } from '../http/client';
import type { Credits, CurrentUser } from './types';

export type { Credits, CurrentUser };

/** The signed-in user and their credits, shared by the header, the guards and any plugin. */

export const USER_KEY = ['user'] as const;
export const CREDITS_KEY = ['user', 'credits'] as const;

export const userQuery = {
  queryKey: USER_KEY,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<CurrentUser>('GET', '/user', { signal }),
  staleTime: 60_000,
};

export function useCurrentUser() {
  return useQuery({ ...userQuery, enabled: readToken() !== null });
}

export function useCredits() {
  return useQuery({
    queryKey: CREDITS_KEY,
    queryFn: ({ signal }) => api<Credits>('GET', '/user/credits', { signal }),
    enabled: readToken() !== null,
    staleTime: 30_000,
  });
}
