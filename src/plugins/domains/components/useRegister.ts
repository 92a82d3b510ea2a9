import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, confirmedPayment, CREDITS_KEY } from '@core';
import { domainKeys } from '../contract';
import { registerPaths, type Contact, type ContactBody, type DomainPrices, type DomainSearchResult, type RegisterAnswer, type RegisterType } from '../registerContract';

export function useDomainSearch() {
  return useMutation({
    mutationFn: (search: string) => api<DomainSearchResult>('POST', registerPaths.search, { body: { search } }),
    meta: { handlesErrors: true },
  });
}

/** Prices by period; the page handles the 404 itself ("Domínio não encontrado.", then /). */
export function useDomainPrices(domain: string, type: RegisterType) {
  return useQuery({
    queryKey: ['domains', 'prices', domain, type],
    queryFn: ({ signal }) => api<DomainPrices>('POST', registerPaths.prices, { body: { domain, type }, signal }),
    enabled: domain !== '',
    retry: false,
    meta: { handlesErrors: true },
  });
}

/** After an order the list, the domain and the credit balance change. */
function useRefreshAfterOrder() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: domainKeys.list }), client.invalidateQueries({ queryKey: CREDITS_KEY })]);
}

export function useRegisterDomain() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) => api<RegisterAnswer>('POST', registerPaths.register, { body: confirmedPayment(body, key) }),
    meta: { handlesErrors: true },
    onSuccess: () => refresh(),
  });
}

export function usePayDomain(domain: string) {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (key: string) => api<RegisterAnswer>('POST', registerPaths.pay(domain), { body: confirmedPayment({}, key) }),
    onSuccess: () => refresh(),
  });
}

export function useRenewDomain(domain: string) {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: ({ period, key }: { period: number; key: string }) => api<RegisterAnswer>('POST', registerPaths.renew(domain), { body: confirmedPayment({ period }, key) }),
    onSuccess: () => refresh(),
  });
}

export function useContact(domain: string) {
  return useQuery({
    queryKey: domainKeys.contact(domain),
    queryFn: ({ signal }) => api<Contact>('GET', registerPaths.contact(domain), { signal }),
    enabled: domain !== '',
  });
}

export function useSaveContact(domain: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactBody) => api<Contact>('PUT', registerPaths.contact(domain), { body }),
    meta: { handlesErrors: true },
    onSuccess: (saved) => client.setQueryData(domainKeys.contact(domain), saved),
  });
}
