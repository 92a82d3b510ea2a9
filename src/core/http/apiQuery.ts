import { api, earlyData } from './client';
import { TAKE_WITHIN_MS } from './earlyRequests';

/**
 * The fetch of a query of GET `path` (its data reshaped by `shape`), and its first data: the entry's
 * early answer when that is already in, so the first frame draws it instead of a loading state. The
 * data counts as fetched when the entry asked for it, so its staleTime runs from then.
 */
export function apiQuery<T, R = T>(path: string, shape: (data: T) => R = (data) => data as unknown as R) {
  let askedAt: number | undefined;
  return {
    queryFn: ({ signal }: { signal?: AbortSignal }) => api<T>('GET', path, { signal }).then(shape),
    initialData: () => {
      const early = earlyData<T>(path);
      askedAt = early?.sentAt;
      return early === undefined ? undefined : shape(early.data);
    },
    // Read by react-query right after initialData, and only when that gave data.
    initialDataUpdatedAt: () => askedAt,
    // The early answer, taken moments ago and not read since, is what mounting would ask for again: not
    // sent twice, whatever the caller's staleTime. Later mounts follow it as usual.
    refetchOnMount: (query: { state: { dataUpdateCount: number; dataUpdatedAt: number } }) =>
      !(query.state.dataUpdateCount === 0 && Date.now() - query.state.dataUpdatedAt < TAKE_WITHIN_MS),
  };
}
