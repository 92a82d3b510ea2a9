import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, POLLING } from '@core';
import { useHosting } from '../../hosting/ui';
import { appsKeys, appsPaths, type AvailableApp, type InstalledApp, type InstallInput } from '../contract';

/** Failures of these calls have their own texts on the page. */
const meta = { handlesErrors: true };

/** The installed apps, re-polled every 5 s while one is installing and 10 s after a failed call (part 2 §9). */
export function useInstalledApps(resource: string) {
  return useQuery({
    queryKey: appsKeys.installed(resource),
    queryFn: ({ signal }) => api<InstalledApp[]>('GET', appsPaths.installed(resource), { signal }),
    refetchInterval: (query) => {
      if (query.state.status === 'error') return POLLING.appsListAfterError;
      return query.state.data?.some((app) => app.isInstalling) ? POLLING.appsList : false;
    },
    meta,
  });
}

export const useAvailableApps = (resource: string) =>
  useQuery({ queryKey: appsKeys.available(resource), queryFn: ({ signal }) => api<AvailableApp[]>('GET', appsPaths.available(resource), { signal }), staleTime: 60_000 });

/** The memory of the hosting's plan in MB, from GET /hosting/plans; null while unknown. */
export function usePlanRam(resource: string): number | null {
  const hosting = useHosting(resource);
  const plans = useQuery({
    queryKey: appsKeys.plans,
    queryFn: ({ signal }) => api<{ id: number; ram: number }[]>('GET', appsPaths.plans, { signal }),
    staleTime: 5 * 60_000,
    meta,
  });
  const planId = hosting.data?.planId;
  return plans.data?.find((plan) => plan.id === planId)?.ram ?? null;
}

export function useAppMutations(resource: string, onRemoved?: () => void) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: appsKeys.installed(resource) });
  return {
    install: useMutation({ mutationFn: (body: InstallInput) => api<{ key: string }>('POST', appsPaths.install(resource), { body }), onSuccess, meta }),
    remove: useMutation({
      mutationFn: (id: number) => api('DELETE', appsPaths.app(resource, id)),
      onSuccess: async () => {
        onRemoved?.();
        await onSuccess();
      },
      meta,
    }),
  };
}
