import { api, FIRST_QUERY_FRESH_MS, isAbort, pollWhile, POLLING } from '@core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  databaseKeys,
  databasePaths,
  type ChangePasswordBody,
  type CreateDatabaseBody,
  type Database,
  type DatabaseInfo,
  type RemoteAccess,
  type RemoteAccessInput,
  type RemoveDatabaseBody,
  type UsagePeriod,
  type UsageResponse,
} from '../contract';

export interface DatabaseList {
  databases: Database[];
  /** The full listing failed: what is shown came from the simple one, or nothing could be listed. */
  unstable: boolean;
}

/** Failures show the feature's own text (list, delete) or go under the fields (forms). */
const meta = { handlesErrors: true };

/**
 * "Database list failure: retry once with simple mode, then show a fetch-error message" (part 2 §8).
 * One of the databases page's first queries.
 */
export const databaseListQuery = (resource: string) =>
  queryOptions({
    queryKey: databaseKeys.list(resource),
    meta,
    staleTime: FIRST_QUERY_FRESH_MS,
    queryFn: async ({ signal }): Promise<DatabaseList> => {
      try {
        return { databases: await api<Database[]>('GET', databasePaths.list(resource), { signal }), unstable: false };
      } catch (error) {
        if (isAbort(error)) throw error;
      }
      try {
        return { databases: await api<Database[]>('GET', databasePaths.list(resource), { query: { simple: 1 }, signal }), unstable: true };
      } catch (error) {
        if (isAbort(error)) throw error;
        return { databases: [], unstable: true };
      }
    },
  });

export function useDatabaseList(resource: string) {
  return useQuery(databaseListQuery(resource));
}

/** The admin tools' addresses and the servers' versions: one of the page's first queries, as the list. */
export const databaseInfoQuery = (resource: string) =>
  queryOptions({ queryKey: databaseKeys.info(resource), queryFn: ({ signal }) => api<DatabaseInfo>('GET', databasePaths.info(resource), { signal }), staleTime: FIRST_QUERY_FRESH_MS });

export function useDatabaseInfo(resource: string) {
  return useQuery(databaseInfoQuery(resource));
}

/** The connection history of one MySQL database, refreshed every 60 s while open (part 2 §9). */
export function useDatabaseUsage(resource: string, dbname: string, period: UsagePeriod) {
  return useQuery({
    queryKey: databaseKeys.usage(resource, dbname, period),
    queryFn: ({ signal }) => api<UsageResponse>('GET', databasePaths.usage(resource, dbname), { query: { period }, signal }),
    refetchInterval: pollWhile(true, POLLING.databaseUsage),
    meta,
  });
}

export function useDatabaseMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: databaseKeys.list(resource) });
  return {
    create: useMutation({ mutationFn: (body: CreateDatabaseBody) => api<Database>('POST', databasePaths.list(resource), { body }), onSuccess, meta }),
    changePassword: useMutation({
      mutationFn: ({ dbname, ...body }: ChangePasswordBody & { dbname: string }) => api('PUT', databasePaths.one(resource, dbname), { body }),
      meta,
    }),
    remove: useMutation({ mutationFn: (body: RemoveDatabaseBody) => api('POST', databasePaths.remove(resource), { body }), onSuccess, meta }),
    remote: useMutation({
      mutationFn: (body: RemoteAccessInput) => api<RemoteAccess>('PATCH', databasePaths.remote(resource), { body }),
      onSuccess: (remote) => client.setQueryData<DatabaseInfo>(databaseKeys.info(resource), (info) => (info ? { ...info, remote } : info)),
      meta,
    }),
  };
}
