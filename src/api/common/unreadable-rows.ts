import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { UnreadableRow } from './schemas';

/**
 * The rows a list query's latest answer held but could not read (src/api/common/schemas.ts
 * `rowsOf`), by query: the list's table shows each as one marked row. Kept beside the query
 * cache, not in it, so a list's cached shape (and every write that edits it) stays the same.
 */
const byQuery = new Map<string, readonly UnreadableRow[]>();
const listeners = new Set<() => void>();
const NONE: readonly UnreadableRow[] = [];

/** The `onUnreadable` of a list query's call: what its latest answer could not read. */
export const noteUnreadable = (queryKey: QueryKey) => (rows: UnreadableRow[]) => {
  byQuery.set(hashKey(queryKey), rows);
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
