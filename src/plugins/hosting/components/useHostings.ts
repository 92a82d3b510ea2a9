import { useQuery } from '@tanstack/react-query';
import { api, apiQuery, pollWhile, POLLING } from '@core';
import { hostingKeys, hostingPaths, statusFromList, type Hosting, type HostingListItem } from '../contract';

/** The user's hostings, as the list and the shell's announcements (with suspense) read them. */
export const hostingsQuery = {
  queryKey: hostingKeys.list,
  ...apiQuery(hostingPaths.list, (items: HostingListItem[]) => items.map((h): Hosting => ({ ...h, status: statusFromList(h.status) }))),
  staleTime: 30_000,
};

export function useHostings() {
  return useQuery(hostingsQuery);
}

/**
 * One hosting; polled every 10 s while it is being created (part 1 §4). The layout, the page and its
 * cards mount one after another as their chunks arrive: for a few seconds they share one answer
 * instead of asking again each (changes made here invalidate it at once).
 */
export function useHosting(domain: string) {
  return useQuery({
    queryKey: hostingKeys.one(domain),
    queryFn: ({ signal }) => api<Hosting>('GET', hostingPaths.one(domain), { signal }),
    staleTime: 5_000,
    refetchInterval: (query) => pollWhile(query.state.data?.status === 'Pending', POLLING.hostingStatus)(query),
  });
}
