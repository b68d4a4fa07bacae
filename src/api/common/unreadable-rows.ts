import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { UnreadableRow } from './schemas';

/**
 * What a query's latest answer held but could not read, by query: a list's malformed rows
 * (src/api/common/schemas.ts `rowsOf`), which its table shows as marked rows, or a detail's
 * fields (`readable`), which its screen names. Kept beside the query cache, not in it, so the
 * cached shapes (and every write that edits them) stay the same.
 */
const byQuery = new Map<string, readonly UnreadableRow[]>();
const listeners = new Set<() => void>();
const NONE: readonly UnreadableRow[] = [];

/** The `onUnreadable` of a query's call: what its latest answer could not read. */
export const noteUnreadable = (queryKey: QueryKey) => (rows: UnreadableRow[]) => {
  byQuery.set(hashKey(queryKey), rows.length ? rows : NONE);
  listeners.forEach((listener) => listener());
};

export const unreadableRows = {
  get: (queryKey: QueryKey): readonly UnreadableRow[] => byQuery.get(hashKey(queryKey)) ?? NONE,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Between tests. */
  reset: () => byQuery.clear(),
};
