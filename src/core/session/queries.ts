import { useQuery } from '@tanstack/react-query';
import { hasSession } from '../auth/tokenCookie';
import { apiQuery } from '../http/apiQuery';
import type { Credits, CurrentUser } from './types';

export type { Credits, CurrentUser };

/** The signed-in user and their credits, shared by the header, the guards and any plugin. */

export const USER_KEY = ['user'] as const;
export const CREDITS_KEY = ['user', 'credits'] as const;

export const userQuery = { queryKey: USER_KEY, ...apiQuery<CurrentUser>('/user'), staleTime: 60_000 };

export function useCurrentUser() {
  return useQuery({ ...userQuery, enabled: hasSession() });
}

export const creditsQuery = { queryKey: CREDITS_KEY, ...apiQuery<Credits>('/user/credits'), staleTime: 30_000 };

export function useCredits() {
  return useQuery({ ...creditsQuery, enabled: hasSession() });
}
