import { useQuery } from '@tanstack/react-query';
import { api, pollWhile, POLLING } from '@core';
import { hostingKeys, hostingPaths, statusFromList, type Hosting, type HostingListItem } from '../contract';

export function useHostings() {
  return useQuery({
    queryKey: hostingKeys.list,
    queryFn: async ({ signal }) => {
      const items = await api<HostingListItem[]>('GET', hostingPaths.list, { signal });
      return items.map((h): Hosting => ({ ...h, status: statusFromList(h.status) }));
    },
    staleTime: 30_000,
  });
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
