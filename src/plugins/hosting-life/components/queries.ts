import { useQuery } from '@tanstack/react-query';
import { api, apiQuery } from '@core';
import type { HostingCosts } from '../../hosting/contract';
import { lifeKeys, lifePaths, type BalancerState, type DeletedHosting, type PlanState, type RestorePointItem, type TransferState } from '../model';

export const usePlanState = (domain: string) =>
  useQuery({ queryKey: lifeKeys.plan(domain), queryFn: ({ signal }) => api<PlanState>('GET', lifePaths.plan(domain), { signal }) });

export const useTransferState = (domain: string) =>
  useQuery({ queryKey: lifeKeys.transfer(domain), queryFn: ({ signal }) => api<TransferState>('GET', lifePaths.transfer(domain), { signal }) });

/** The balancer; a failure shows the balancer's own text (part 2 §8). */
export const useBalancer = (domain: string) =>
  useQuery({ queryKey: lifeKeys.balancer(domain), queryFn: ({ signal }) => api<BalancerState>('GET', lifePaths.balancer(domain), { signal }), meta: { handlesErrors: true } });

/** The user's hostings that may become workers: GET /hosting (domain, isGuest). */
export const useBalancerTargets = () =>
  useQuery({ queryKey: ['hosting-life', 'targets'], queryFn: ({ signal }) => api<{ domain: string; isGuest: boolean }[]>('GET', '/hosting', { signal }), meta: { handlesErrors: true } });

export const useDeletedHostings = () => useQuery({ queryKey: lifeKeys.deleted, ...apiQuery<DeletedHosting[]>(lifePaths.deleted) });

export const useRestorePoints = (username: string | null) =>
  useQuery({
    queryKey: lifeKeys.restorePoints(username ?? ''),
    queryFn: ({ signal }) => api<RestorePointItem[]>('GET', lifePaths.restorePoints(username ?? ''), { signal }),
    enabled: username !== null,
  });

export const useRestoreCosts = (username: string | null) =>
  useQuery({
    queryKey: lifeKeys.restoreCosts(username ?? ''),
    queryFn: ({ signal }) => api<HostingCosts>('GET', lifePaths.restoreCosts(username ?? ''), { signal }),
    enabled: username !== null,
    staleTime: 0,
  });
