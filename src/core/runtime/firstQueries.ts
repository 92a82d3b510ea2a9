import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, type Params } from 'react-router-dom';
import { FIRST_READS_OVERDUE, LONGEST_WAIT_MS } from './firstReadsWait';
import { loadedModule } from './registry';

/**
 * What a slot component's or a page's module may export as `firstQueries`: the reads its first frame draws
 * from, given the route params. The content below a slot waits for their answers (or failures), so the
 * component appears with it instead of above it a moment later, pushing it down under the pointer; a page
 * shows its spinner until then, instead of placeholders its lists then outgrow. Give them a staleTime
 * (FIRST_QUERY_FRESH_MS), or the component's own query reads them a second time as it mounts.
 */
export type FirstQueries = (params: Readonly<Params>) => readonly FirstQuery[];

/** How long a first query's answer is fresh: the component or page drawn from it does not ask again as it mounts. */
export const FIRST_QUERY_FRESH_MS = 5_000;

// Any data and key: a query's options take their own types in and out (queryFn, enabled), which no wider type admits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FirstQuery = UseQueryOptions<any, Error, any, any>;


/**
 * Whether the first queries of the modules `keys` (see FirstQueries) have answered, read once `loaded` says
 * their code is in. Synchronous when the answers are cached, so moving between pages that share them
 * draws no spinner. Once true it stays true for these modules and params: a failed read is asked again by
 * each component that mounts to show it, and that must not take the page away again.
 */
export function useFirstQueriesAnswered(keys: readonly string[], loaded: boolean): boolean {
  const params = useParams();
  const queries = loaded ? keys.flatMap((key) => loadedModule(key)?.firstQueries?.(params) ?? []) : [];
  const answered = useQueries({ queries, combine: (results) => results.every((result) => !result.isPending) });
  const identity = `${keys.join(' ')} ${JSON.stringify(params)}`;
  // The modules and params released once, by their answers or by the longest wait.
  const [releasedFor, setReleasedFor] = useState<string | null>(null);
  if (loaded && answered && releasedFor !== identity) setReleasedFor(identity);
  const waiting = loaded && releasedFor !== identity ? identity : null;
  useEffect(() => {
    if (!waiting) return;
    const start = performance.now();
    const timer = setTimeout(() => {
      // Released first: a browser without User Timing's options would throw, and the page must still come.
      setReleasedFor(waiting);
      performance.measure(FIRST_READS_OVERDUE, { start, detail: waiting });
    }, LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return loaded && (answered || releasedFor === identity);
}
