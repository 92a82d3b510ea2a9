import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@core';
import {
  emailKeys,
  emailPaths,
  type AliasBody,
  type Antispam,
  type Autoresponder,
  type AutoresponderInput,
  type CustomizeBody,
  type EmailAccount,
  type EmailList,
  type SpamList,
  type WebmailCustomization,
} from '../contract';
import type { Deliverability } from '../deliverability';

/** Failures show the feature's own text (deletes, toggles) or go under the fields (forms). */
const meta = { handlesErrors: true };

export function useAccount(resource: string, email: string) {
  return useQuery({ queryKey: emailKeys.account(resource, email), queryFn: ({ signal }) => api<EmailAccount>('GET', emailPaths.account(resource, email), { signal }) });
}

export function useAutoresponder(resource: string, email: string) {
  return useQuery({
    queryKey: emailKeys.autoresponder(resource, email),
    queryFn: ({ signal }) => api<Autoresponder | null>('GET', emailPaths.autoresponder(resource), { query: { email }, signal }),
  });
}

export function useAccountSpam(resource: string, email: string) {
  return useQuery({ queryKey: emailKeys.spamOf(resource, email), queryFn: ({ signal }) => api<Antispam>('GET', emailPaths.spamOf(resource, email), { signal }) });
}

/** The account page's changes; each refreshes everything the hosting's e-mail shows. */
export function useAccountMutations(resource: string, email: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: emailKeys.all(resource) });
  return {
    addAlias: useMutation({ mutationFn: (body: AliasBody) => api('POST', emailPaths.alias(resource), { body }), onSuccess, meta }),
    removeAlias: useMutation({ mutationFn: (alias: string) => api('POST', emailPaths.removeAlias(resource), { body: { email, alias } }), onSuccess, meta }),
    addForward: useMutation({ mutationFn: (body: { forward: string }) => api('POST', emailPaths.forward(resource), { body: { email, ...body } }), onSuccess, meta }),
    removeForward: useMutation({ mutationFn: (forward: string) => api('POST', emailPaths.removeForward(resource), { body: { email, forward } }), onSuccess, meta }),
    saveAutoresponder: useMutation({ mutationFn: (body: AutoresponderInput) => api('POST', emailPaths.autoresponder(resource), { body }), onSuccess, meta }),
    removeAutoresponder: useMutation({ mutationFn: (address: string) => api('DELETE', emailPaths.autoresponderOf(resource, address)), onSuccess, meta }),
    setSpam: useMutation({ mutationFn: (status: boolean) => api<Antispam>('POST', emailPaths.spamOf(resource, email), { body: { status } }), onSuccess, meta }),
  };
}

export function useLists(resource: string) {
  return useQuery({ queryKey: emailKeys.lists(resource), queryFn: ({ signal }) => api<EmailList[]>('GET', emailPaths.lists(resource), { signal }) });
}

export function useList(resource: string, list: string) {
  return useQuery({ queryKey: emailKeys.list(resource, list), queryFn: ({ signal }) => api<EmailList>('GET', emailPaths.list(resource, list), { signal }) });
}

export function useListMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: emailKeys.all(resource) });
  return {
    create: useMutation({ mutationFn: (body: { name: string }) => api('POST', emailPaths.lists(resource), { body }), onSuccess, meta }),
    remove: useMutation({ mutationFn: (list: string) => api('DELETE', emailPaths.list(resource, list)), onSuccess, meta }),
    addMember: useMutation({ mutationFn: ({ list, email }: { list: string; email: string }) => api('POST', emailPaths.member(resource, list), { body: { email } }), onSuccess, meta }),
    removeMember: useMutation({ mutationFn: ({ list, email }: { list: string; email: string }) => api('POST', emailPaths.removeMember(resource, list), { body: { email } }), onSuccess, meta }),
  };
}

export function useSpam(resource: string) {
  return useQuery({ queryKey: emailKeys.spam(resource), queryFn: ({ signal }) => api<Antispam>('GET', emailPaths.spam(resource), { signal }) });
}

export function useSpamMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: emailKeys.all(resource) });
  return {
    setStatus: useMutation({ mutationFn: (status: boolean) => api<Antispam>('POST', emailPaths.spam(resource), { body: { status } }), onSuccess, meta }),
    add: useMutation({ mutationFn: ({ list, email }: { list: SpamList; email: string }) => api('POST', emailPaths.spamList(resource, list), { body: { email } }), onSuccess, meta }),
    remove: useMutation({ mutationFn: ({ list, email }: { list: SpamList; email: string }) => api('DELETE', emailPaths.spamEntry(resource, list, email)), onSuccess, meta }),
  };
}

export function useWebmailMutations(resource: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: emailKeys.all(resource) });
  return {
    uploadLogo: useMutation({
      mutationFn: (file: File | null) => {
        const form = new FormData();
        form.append('logo', file ?? new Blob([]), file?.name ?? '');
        return api<WebmailCustomization>('POST', emailPaths.logo(resource), { body: form });
      },
      onSuccess,
      meta,
    }),
    customize: useMutation({ mutationFn: (body: CustomizeBody) => api<WebmailCustomization>('POST', emailPaths.customize(resource), { body }), onSuccess, meta }),
  };
}

export function useDeliverability(resource: string) {
  return useQuery({ queryKey: emailKeys.deliverability(resource), queryFn: ({ signal }) => api<Deliverability>('GET', emailPaths.deliverability(resource), { signal }) });
}

export function useFixDeliverability(resource: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<Deliverability>('POST', `${emailPaths.deliverability(resource)}/fix`),
    onSuccess: (data) => client.setQueryData(emailKeys.deliverability(resource), data),
    meta,
  });
}
