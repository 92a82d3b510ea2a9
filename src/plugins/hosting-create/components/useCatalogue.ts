import { useQuery } from '@tanstack/react-query';
import { api } from '@core';
import type { PlanGroups, Pricing } from '../catalogue';
import { createPaths } from '../contract';

export const PLANS_ERROR = 'Ocorreu um erro ao carregar os planos disponíveis.';
export const PRICING_ERROR = 'Ocorreu um erro ao carregar os preços dos planos disponíveis.';

export function usePlans() {
  return useQuery({
    queryKey: ['hosting-create', 'plans'],
    queryFn: ({ signal }) => api<PlanGroups>('GET', createPaths.plans, { query: { groups: 'php,wordpress,n8n' }, signal }),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

export function usePricing() {
  return useQuery({
    queryKey: ['hosting-create', 'pricing'],
    queryFn: ({ signal }) => api<Pricing>('GET', createPaths.pricing, { signal }),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}
