import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@core';
import { siteKeys, sitePaths, type Redirect, type RedirectInput, type Subdomain, type SubdomainInput } from '../contract';

const list = <T,>(key: QueryKey, path: string) => ({ queryKey: key, queryFn: ({ signal }: { signal: AbortSignal }) => api<T>('GET', path, { signal }) });

export const useAliases = (resource: string) => useQuery(list<string[]>(siteKeys.aliases(resource), sitePaths.aliases(resource)));
export const useSubdomains = (resource: string) => useQuery(list<Subdomain[]>(siteKeys.subdomains(resource), sitePaths.subdomains(resource)));
export const useRedirects = (resource: string) => useQuery(list<Redirect[]>(siteKeys.redirects(resource), sitePaths.redirects(resource)));
/** Its failure has its own text on the page (part 2 §8), so the global alert stays quiet. */
export const useRedirectSources = (resource: string) =>
  useQuery({ ...list<string[]>(siteKeys.redirectSources(resource), sitePaths.redirectSources(resource)), meta: { handlesErrors: true } });

/** Deletes show the feature's own failure text; adds put server messages under the fields. */
const meta = { handlesErrors: true };

/** Every change here can alter what a redirect may start from, so it refreshes this hosting's lists. */
function useRefresh(resource: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['site-domains', resource] });
}

export function useAliasMutations(resource: string) {
  const onSuccess = useRefresh(resource);
  return {
    add: useMutation({ mutationFn: (domain: string) => api('POST', sitePaths.aliases(resource), { body: { domain } }), onSuccess, meta }),
    remove: useMutation({ mutationFn: (domain: string) => api('DELETE', sitePaths.alias(resource, domain)), onSuccess, meta }),
  };
}

export function useSubdomainMutations(resource: string) {
  const onSuccess = useRefresh(resource);
  return {
    add: useMutation({ mutationFn: (body: SubdomainInput) => api('POST', sitePaths.subdomains(resource), { body }), onSuccess, meta }),
    changeDir: useMutation({ mutationFn: (body: SubdomainInput) => api('PUT', sitePaths.subdomain(resource, body.domain), { body }), onSuccess, meta }),
    remove: useMutation({ mutationFn: (label: string) => api('DELETE', sitePaths.subdomain(resource, label)), onSuccess, meta }),
  };
}

export function useRedirectMutations(resource: string) {
  const onSuccess = useRefresh(resource);
  return {
    add: useMutation({ mutationFn: (body: RedirectInput) => api('POST', sitePaths.redirects(resource), { body }), onSuccess, meta }),
    remove: useMutation({ mutationFn: (source: string) => api('DELETE', sitePaths.redirect(resource, source)), onSuccess, meta }),
  };
}
