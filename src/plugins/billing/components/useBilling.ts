import { useQuery } from '@tanstack/react-query';
import { api } from '@core';
import { billingKeys, billingPaths, type BillingReport, type CostReport, type RechargeRecord } from '../contract';

/** Failures reach the global alert with the server's message, the queries' default (part 1 §8). */
export function useMonthlyBilling(year: number, month: number) {
  return useQuery({
    queryKey: billingKeys.month(year, month),
    queryFn: async ({ signal }) => (await api<{ data: BillingReport }>('GET', billingPaths.billing, { query: { year, month }, signal })).data,
  });
}

export function useCostStatement() {
  return useQuery({
    queryKey: billingKeys.cost,
    queryFn: async ({ signal }) => (await api<{ data: CostReport }>('GET', billingPaths.cost, { signal })).data,
  });
}

/** The signal cancels the request when the user leaves the page (part 1 §7). */
export function useRechargeHistory() {
  return useQuery({
    queryKey: billingKeys.history,
    queryFn: ({ signal }) => api<RechargeRecord[]>('GET', billingPaths.history, { signal }),
  });
}
