import type { QueryClient } from '@tanstack/react-query';
import { invalidateWhenLast } from '../common/settle';
import { trailKeys } from './keys';
import type { TrailListItem, TrailListResponse } from './schemas';

/**
 * The trail list's writes (status change, delete) share one mutation-key prefix, so each can
 * ask "am I the last list write still running?" before it refetches (TkDodo, "Concurrent
 * Optimistic Updates"): an earlier refetch would overwrite a later optimistic row.
 */
export const trailListWriteKey = [...trailKeys.all, 'list-write'] as const;

/** Updates one trail's row in every cached list page. */
export function updateListRow(
  queryClient: QueryClient,
  id: number,
  update: (row: TrailListItem) => TrailListItem,
): void {
  queryClient.setQueriesData<TrailListResponse>({ queryKey: trailKeys.lists() }, (page) =>
    page && page.trails.some((t) => t.id === id)
      ? { ...page, trails: page.trails.map((t) => (t.id === id ? update(t) : t)) }
      : page,
  );
}

/** Takes one trail out of every cached list page; the pages that held it count one fewer. */
export function removeListRow(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<TrailListResponse>({ queryKey: trailKeys.lists() }, (page) =>
    page && page.trails.some((t) => t.id === id)
      ? { trails: page.trails.filter((t) => t.id !== id), count: Math.max(0, page.count - 1) }
      : page,
  );
}

/** Refetches the lists when this is the last list write to settle. */
export function invalidateListsIfLast(queryClient: QueryClient): Promise<unknown> | undefined {
  return invalidateWhenLast(queryClient, trailListWriteKey, () =>
    queryClient.invalidateQueries({ queryKey: trailKeys.lists() }),
  );
}
