import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '@core';
import { hostingPaths } from '../../hosting/contract';
import type { NewTicketBody, ReplyBody } from '../contract';
import { ticketKeys, ticketPaths, type Ticket, type TicketDetail } from '../model';

/** While the support team has not answered, the ticket page looks again every few seconds. */
export const ANSWER_POLL_MS = 5_000;

export function useTickets() {
  return useQuery({
    queryKey: ticketKeys.list,
    queryFn: ({ signal }) => api<Ticket[]>('GET', ticketPaths.list, { signal }),
  });
}

/** The dashboard card's latest tickets; a failure leaves the card empty (part 1 §7). */
export function useRecentTickets() {
  return useQuery({
    queryKey: ticketKeys.recent,
    ...apiQuery<Ticket[]>(ticketPaths.recent),
    meta: { handlesErrors: true },
  });
}

export function useTicket(id: string) {
  return useQuery({
    queryKey: ticketKeys.one(id),
    queryFn: ({ signal }) => api<TicketDetail>('GET', ticketPaths.one(id), { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? ANSWER_POLL_MS : false),
  });
}

/** The domains of the user's hostings, offered as the ticket's related service. */
export function useServiceDomains() {
  return useQuery({
    queryKey: [...ticketKeys.all, 'services'],
    queryFn: async ({ signal }) => (await api<{ domain: string }[]>('GET', hostingPaths.list, { signal })).map((h) => h.domain),
    staleTime: 60_000,
  });
}

/** Forms show their own 422s under the fields; the callers publish anything else. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTicketBody) => api<TicketDetail>('POST', ticketPaths.list, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
    meta: { handlesErrors: true },
  });
}

export function useReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyBody) => api<TicketDetail>('POST', ticketPaths.reply(id), { body }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.one(id), ticket);
      return Promise.all([ticketKeys.list, ticketKeys.recent].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    meta: { handlesErrors: true },
  });
}
