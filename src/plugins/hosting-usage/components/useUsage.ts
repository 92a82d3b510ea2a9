import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, POLLING } from '@core';
import { usagePaths, type HostingStatistics, type HostingUsage, type StatisticsPeriod } from '../contract';

/** The hosting's usage now, refreshed every 10 s (part 1 §9). */
export function useUsage(domain: string) {
  return useQuery({
    queryKey: ['hosting-usage', domain],
    queryFn: ({ signal }) => api<HostingUsage>('GET', usagePaths.usage(domain), { signal }),
    refetchInterval: POLLING.usage,
  });
}

export function useStatistics(domain: string, period: StatisticsPeriod) {
  return useQuery({
    queryKey: ['hosting-statistics', domain, period],
    queryFn: ({ signal }) => api<HostingStatistics>('GET', usagePaths.statistics(domain, period), { signal }),
    refetchInterval: POLLING.usage,
    placeholderData: keepPreviousData,
  });
}
