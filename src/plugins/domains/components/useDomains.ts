import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '@core';
import { domainKeys, domainPaths, type Domain } from '../model';

export function useDomains() {
  return useQuery({
    queryKey: domainKeys.list,
    ...apiQuery<Domain[]>(domainPaths.list),
    staleTime: 60_000,
  });
}

/** One domain of the signed-in user; 403/404 go to the shell's error catalogue. */
export function useDomain(domain: string) {
  return useQuery({
    queryKey: domainKeys.one(domain),
    queryFn: ({ signal }) => api<Domain>('GET', domainPaths.one(domain), { signal }),
    enabled: domain !== '',
    staleTime: 30_000,
    // While the registry works on it, look again every 5 s (the jobs interval, part 1 §9).
    refetchInterval: (query) => (query.state.data && ['registering', 'transferring'].includes(query.state.data.state) ? 5000 : false),
  });
}

/** The domain's nameservers; the page shows its own failure text (part 1 §8). */
export function useNameservers(domain: string, enabled: boolean) {
  return useQuery({
    queryKey: domainKeys.nameservers(domain),
    queryFn: ({ signal }) => api<string[]>('GET', domainPaths.nameservers(domain), { signal }),
    enabled: enabled && domain !== '',
    retry: false,
    meta: { handlesErrors: true },
  });
}

export function useSaveNameservers(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nameservers: string[]) => api<string[]>('POST', domainPaths.nameservers(domain), { body: { nameservers } }),
    meta: { handlesErrors: true },
    onSuccess: (saved) => client.setQueryData(domainKeys.nameservers(domain), saved),
  });
}
