import { alertFailure, api } from '@core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TOKEN_PATHS, TOKEN_TEXTS, type ApiToken, type CreateToken } from '../contract';

const KEY = ['user', 'token'] as const;
/** Part 1 §9: a removed row stays greyed with its spinner for 3 s, then leaves the list. */
export const ROW_REMOVAL_MS = 3000;

export function useTokens() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<ApiToken[]>('GET', TOKEN_PATHS.list, { signal }) });
  const create = useMutation({
    mutationFn: (body: CreateToken) => api<ApiToken>('POST', TOKEN_PATHS.list, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const mark = (id: number, on: boolean) =>
    setRemoving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const remove = async (id: number) => {
    mark(id, true);
    try {
      await api('DELETE', TOKEN_PATHS.one(id));
    } catch (error) {
      mark(id, false);
      alertFailure(error, TOKEN_TEXTS.deleteFailed);
      return;
    }
    timers.current.push(
      setTimeout(() => {
        client.setQueryData<ApiToken[]>(KEY, (rows) => rows?.filter((row) => row.id !== id));
        mark(id, false);
      }, ROW_REMOVAL_MS),
    );
  };
  return { list, create, removing, remove };
}
