import { api, earlyData } from './client';

/**
 * The fetch of a query of GET `path` (its data reshaped by `shape`), and its first data: the entry's
 * early answer when that is already in, so the first frame draws it instead of a loading state.
 */
export function apiQuery<T, R = T>(path: string, shape: (data: T) => R = (data) => data as unknown as R) {
  return {
    queryFn: ({ signal }: { signal?: AbortSignal }) => api<T>('GET', path, { signal }).then(shape),
    initialData: () => {
      const data = earlyData<T>(path);
      return data === undefined ? undefined : shape(data);
    },
  };
}
