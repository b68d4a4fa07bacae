import {
  hashKey,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * How a route loader starts its screen's data: one attempt per opening of the screen.
 *
 * The loader fetches (in parallel with the screen's code); the screen's `useQuery` shares that
 * one query and never starts a second attempt when it mounts after the load has failed
 * (`retryOnMount: false`, src/app/query-client.ts): a failed screen costs the call and the
 * HTTP client's one retry, and then shows its message with a Retry button. A link pointed at
 * preloads its screen (the router's intent preload); when that preload failed, following the
 * link shows the failure rather than asking again. Coming back to a screen later asks again.
 */

/** Queries whose last attempt was a preload, per client: the key's hash and when it started. */
const preloaded = new WeakMap<QueryClient, Map<string, number>>();

export function prefetchForScreen<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  /** The loader runs for a preload (`preload` of the router's loader context). */
  preload = false,
): Promise<void> {
  const hash = hashKey(options.queryKey);
  const marks = preloaded.get(queryClient) ?? new Map<string, number>();
  preloaded.set(queryClient, marks);
  const state = queryClient.getQueryState(options.queryKey);
  const preloadedAt = marks.get(hash);
  marks.delete(hash);
  if (preload) {
    marks.set(hash, Date.now());
  } else if (
    preloadedAt !== undefined &&
    state?.status === 'error' &&
    state.fetchStatus === 'idle' &&
    state.errorUpdatedAt >= preloadedAt
  ) {
    // The preload just failed: the screen shows that failure, with its Retry.
    return Promise.resolve();
  }
  return queryClient.prefetchQuery(options);
}
