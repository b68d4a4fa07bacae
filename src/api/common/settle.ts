import type { MutationKey, QueryClient } from '@tanstack/react-query';

/**
 * Concurrent optimistic writes (TkDodo, "Concurrent Optimistic Updates"): refetch only when
 * the last write of a kind settles, so an early refetch cannot bring back on screen what a
 * later write has already changed. Call from `onSettled`, where the settling mutation still
 * counts as running; returns the invalidation's promise so the mutation waits for it.
 */
export function invalidateWhenLast(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  invalidate: () => Promise<unknown>,
): Promise<unknown> | undefined {
  if (queryClient.isMutating({ mutationKey }) > 1) return undefined;
  return invalidate();
}
