import { QueryClient } from '@tanstack/react-query';
import { hasSession } from '../auth/tokenCookie';
import { userQuery } from '../session/queries';
import { reportingMutationCache, reportingQueryCache } from './queryFailures';

/** The app's query client: failures reported, no retries, and the user asked for at once. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: reportingQueryCache(),
    mutationCache: reportingMutationCache(),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  // Everything signed-in waits on the user: ask for it while translations and the shell start.
  if (hasSession()) void client.prefetchQuery(userQuery);
  return client;
}
