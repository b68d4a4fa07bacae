import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How a route loader starts its screen's data: one attempt per opening of the screen.
 *
 * The loader fetches (in parallel with the screen's code); the screen's `useQuery` shares that
 * one query and never starts a second attempt when it mounts after the load has failed
 * (`retryOnMount: false`, src/app/query-client.ts): a failed screen costs the call and the
 * HTTP client's one retry, and then shows its message with a Retry button. A failure this
 * recent (a link's preload a moment before the click) is not asked again either.
 */
export const RECENT_FAILURE_MS = 5_000;

export function prefetchForScreen<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  const state = queryClient.getQueryState(options.queryKey);
  const failedJustNow =
    state?.status === 'error' && state.fetchStatus === 'idle' && Date.now() - state.errorUpdatedAt < RECENT_FAILURE_MS;
  if (failedJustNow) return Promise.resolve();
  return queryClient.prefetchQuery(options);
}
