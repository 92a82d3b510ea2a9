import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, confirmedPayment, CREDITS_KEY, FIRST_QUERY_FRESH_MS, POLLING } from '@core';
import { backupKeys, backupPaths, type DailyBackupCost, type DailyBackupStatus, type PartRestoreInput, type RestoreInput, type RestorePointParts, type RestorePointView } from '../contract';

/** Failures with a text of their own on the page (part 2 §8) keep the global alert quiet. */
const quiet = { handlesErrors: true };

/** One of the backup page's first queries. */
export const restorePointsQuery = (resource: string) =>
  queryOptions({ queryKey: backupKeys.list(resource), queryFn: ({ signal }) => api<RestorePointView[]>('GET', backupPaths.list(resource), { signal }), staleTime: FIRST_QUERY_FRESH_MS, meta: quiet });

export const useRestorePoints = (resource: string) => useQuery(restorePointsQuery(resource));

/** Fresh for a while: the banner and the backup page both draw from it, and a change here sets it at once. */
export const dailyStatusQuery = (resource: string) =>
  queryOptions({
    queryKey: backupKeys.daily(resource),
    queryFn: ({ signal }) => api<DailyBackupStatus>('GET', backupPaths.daily(resource), { signal }),
    staleTime: 10_000,
    meta: quiet,
  });

export const useDailyStatus = (resource: string) => useQuery(dailyStatusQuery(resource));

/** Asked when the enable confirmation opens, so it shows the figures of that moment. */
export const useDailyCost = (resource: string, enabled: boolean) =>
  useQuery({ queryKey: backupKeys.dailyCost(resource), queryFn: ({ signal }) => api<DailyBackupCost>('GET', backupPaths.dailyCost(resource), { signal }), enabled, staleTime: 0, gcTime: 0, meta: quiet });

/** What one point can give back alone: read from its archive when the dialog opens. */
export const usePointParts = (resource: string, point: string) =>
  useQuery({ queryKey: backupKeys.parts(resource, point), queryFn: ({ signal }) => api<RestorePointParts>('GET', backupPaths.parts(resource, point), { signal }), staleTime: 60_000, meta: quiet });

export function useBackupMutations(resource: string) {
  const client = useQueryClient();
  return {
    restore: useMutation({ mutationFn: (body: RestoreInput) => api<{ job: string }>('POST', backupPaths.restore(resource), { body }), meta: quiet }),
    restorePart: useMutation({ mutationFn: (body: PartRestoreInput) => api<{ job: string }>('POST', backupPaths.restorePart(resource), { body }), meta: quiet }),
    createPoint: useMutation({
      mutationFn: () => api<{ job: string }>('POST', backupPaths.create(resource)),
      // Taken and verified by a job: the list is read again when it has had time to run, and once more for a larger hosting.
      onSuccess: () => {
        for (const wait of [POLLING.jobFirstCheck, POLLING.jobFirstCheck * 4]) setTimeout(() => void client.invalidateQueries({ queryKey: backupKeys.list(resource) }), wait);
      },
      meta: quiet,
    }),
    setDaily: useMutation({
      // Switching on is paid: the enable dialog's button confirms it and `paymentKey` makes a repeat charge once.
      mutationFn: ({ value, paymentKey }: { value: boolean; paymentKey?: string }) =>
        api<DailyBackupStatus>('POST', backupPaths.daily(resource), { body: value && paymentKey ? confirmedPayment({ value }, paymentKey) : { value } }),
      onSuccess: (status) => {
        client.setQueryData(backupKeys.daily(resource), status);
        // The charge changes the account's hourly cost and days left, and enabling takes a backup.
        void client.invalidateQueries({ queryKey: CREDITS_KEY });
        // Enabling takes a backup at once, as a job: the list is read again when it has had time to run.
        if (status.status) setTimeout(() => void client.invalidateQueries({ queryKey: backupKeys.list(resource) }), POLLING.jobFirstCheck);
      },
      meta: quiet,
    }),
  };
}
