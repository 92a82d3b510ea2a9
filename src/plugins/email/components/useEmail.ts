import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, FIRST_QUERY_FRESH_MS } from '@core';
import {
  emailKeys,
  emailPaths,
  type ChangePasswordBody,
  type ChangeQuotaInput,
  type CreateAccountInput,
  type EmailData,
  type EmailInclude,
  type Forwarder,
} from '../contract';

/**
 * One part of GET /email; the spec has the includes asked for separately (part 2 §7). The e-mail pages
 * take theirs as first queries.
 */
export const emailDataQuery = (resource: string, include: EmailInclude) =>
  queryOptions({
    queryKey: emailKeys.include(resource, include),
    queryFn: ({ signal }) => api<EmailData>('GET', emailPaths.base(resource), { query: { include }, signal }),
    staleTime: FIRST_QUERY_FRESH_MS,
  });

export function useEmailData(resource: string, include: EmailInclude) {
  return useQuery(emailDataQuery(resource, include));
}

/** Failures show the feature's own text (deletes) or go under the fields (forms). */
const meta = { handlesErrors: true };

export function useEmailMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: emailKeys.all(resource) });
  return {
    createAccount: useMutation({ mutationFn: (body: CreateAccountInput) => api('POST', emailPaths.base(resource), { body }), onSuccess, meta }),
    changePassword: useMutation({ mutationFn: (body: ChangePasswordBody) => api('POST', emailPaths.password(resource), { body }), onSuccess, meta }),
    changeQuota: useMutation({ mutationFn: (body: ChangeQuotaInput) => api('POST', emailPaths.quota(resource), { body }), onSuccess, meta }),
    removeAccount: useMutation({ mutationFn: (email: string) => api('DELETE', emailPaths.account(resource, email)), onSuccess, meta }),
    addForwarder: useMutation({
      mutationFn: (body: { username: string; forward: string }) => api('POST', emailPaths.base(resource), { body: { ...body, forwarder: true } }),
      onSuccess,
      meta,
    }),
    removeForwarder: useMutation({ mutationFn: (body: Forwarder) => api('POST', emailPaths.removeForward(resource), { body }), onSuccess, meta }),
  };
}
