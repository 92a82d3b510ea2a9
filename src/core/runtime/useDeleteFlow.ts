import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { alertFailure } from '../http/alertFailure';

/** Confirm, then delete with a spinner on the row; a failure shows the feature's text. */
export function useDeleteFlow<T = string>(mutation: UseMutationResult<unknown, Error, T>, failureText: string) {
  const [confirming, setConfirming] = useState<T | null>(null);
  return {
    confirming,
    ask: setConfirming,
    cancel: () => setConfirming(null),
    confirm: () => {
      if (confirming === null) return;
      setConfirming(null);
      mutation.mutate(confirming, { onError: (error) => alertFailure(error, failureText) });
    },
    deletingKey: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}
