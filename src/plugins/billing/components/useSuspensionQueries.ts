import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, confirmedPayment } from '@core';
import { emergencyKeys, emergencyPaths, suspensionScreenKeys, suspensionScreenPaths, type EmergencyState, type SuspensionScreen } from '../model';

/** GET /recharge/emergency: whether the account is suspended, on emergency credit, or may take it. */
export const emergencyCreditQuery = {
  queryKey: emergencyKeys.state,
  ...apiQuery<EmergencyState>(emergencyPaths.state),
  staleTime: 30_000,
};

export function useEmergencyCredit({ enabled = true } = {}) {
  return useQuery({ ...emergencyCreditQuery, enabled });
}

/**
 * Takes emergency credit, a paid action: the button is the confirmation and `paymentKey` its idempotency key.
 * Its answer is the new state, and hostings, credits and banners all change, so the rest is refreshed.
 */
export function useTakeEmergencyCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentKey: string) => api<EmergencyState>('POST', emergencyPaths.take, { body: confirmedPayment({}, paymentKey) }),
    onSuccess: async (state) => {
      queryClient.setQueryData(emergencyKeys.state, state);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== emergencyKeys.state.join('/') });
    },
  });
}

/** GET /user/suspension: the screen the user's suspended sites show to visitors. */
export function useSuspensionScreen({ enabled = true } = {}) {
  return useQuery({
    queryKey: suspensionScreenKeys.screen,
    queryFn: ({ signal }) => api<SuspensionScreen>('GET', suspensionScreenPaths.screen, { signal }),
    enabled,
  });
}
