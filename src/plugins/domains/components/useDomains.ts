import { useQuery } from '@tanstack/react-query';
import { api } from '@core';
import { domainKeys, domainPaths, type Domain } from '../contract';

export function useDomains() {
  return useQuery({
    queryKey: domainKeys.list,
    queryFn: ({ signal }) => api<Domain[]>('GET', domainPaths.list, { signal }),
    staleTime: 60_000,
  });
}
