import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, FIRST_QUERY_FRESH_MS } from '@core';
import { billingKeys, billingPaths, forecastKey, forecastPath, type BillingReport, type CostReport, type CreditForecast, type RechargeRecord } from '../contract';

/**
 * Failures reach the global alert with the server's message, the queries' default (part 1 §8). This
 * month's is one of Consumo de Créditos's first queries.
 */
export const monthlyBillingQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: billingKeys.month(year, month),
    queryFn: async ({ signal }) => (await api<{ data: BillingReport }>('GET', billingPaths.billing, { query: { year, month }, signal })).data,
    staleTime: FIRST_QUERY_FRESH_MS,
  });

export function useMonthlyBilling(year: number, month: number) {
  return useQuery(monthlyBillingQuery(year, month));
}

/** The days the balance lasts without a recharge ("E se eu recarregar?"). */
export const currentForecastQuery = queryOptions({
  queryKey: forecastKey(null, 1),
  queryFn: ({ signal }) => api<CreditForecast>('GET', forecastPath, { signal }),
  staleTime: FIRST_QUERY_FRESH_MS,
});

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
