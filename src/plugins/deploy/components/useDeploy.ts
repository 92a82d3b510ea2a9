import { api, POLLING } from '@core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deployKeys, deployPaths, type AvailableProvider, type CreateIntegrationInput, type DeployIntegration, type DeployLog, type RepositoryOption } from '../contract';

/** Failures here have their own texts on the page (part 2 §8), so the global alert stays quiet. */
const meta = { handlesErrors: true };

export const useIntegrations = (resource: string) =>
  useQuery({ queryKey: deployKeys.list(resource), queryFn: ({ signal }) => api<DeployIntegration[]>('GET', deployPaths.list(resource), { signal }) });

export const useRepositories = (resource: string, provider: AvailableProvider) =>
  useQuery({
    queryKey: deployKeys.repositories(resource, provider),
    queryFn: ({ signal }) => api<RepositoryOption[]>('GET', deployPaths.repositories(resource, provider), { signal }),
    retry: false,
    meta,
  });

/** Re-read while the newest deploy is still running. */
export const useDeployLogs = (resource: string, dir: string) =>
  useQuery({
    queryKey: deployKeys.logs(resource, dir),
    queryFn: ({ signal }) => api<DeployLog[]>('GET', deployPaths.logs(resource), { query: { dir }, signal }),
    refetchInterval: (query) => (query.state.data?.some((log) => log.succeeded === null) ? POLLING.jobFirstCheck : false),
  });

export function useDeployMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: deployKeys.all(resource) });
  return {
    connect: useMutation({ mutationFn: (provider: AvailableProvider) => api<{ redirect: string }>('POST', deployPaths.connect(resource), { body: { provider } }), meta }),
    create: useMutation({ mutationFn: (body: CreateIntegrationInput) => api('POST', deployPaths.list(resource), { body }), onSuccess, meta }),
    redeploy: useMutation({ mutationFn: (dir: string) => api('POST', deployPaths.redeploy(resource), { body: { dir } }), onSuccess, meta }),
    remove: useMutation({ mutationFn: (dir: string) => api('POST', deployPaths.remove(resource), { body: { dir } }), onSuccess, meta }),
  };
}
