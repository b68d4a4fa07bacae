import type { QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { UnreadableRow } from '@/api/common/schemas';
import { unreadableRows } from '@/api/common/unreadable-rows';

/** The rows the list query `queryKey` could not read in its latest answer (none: []). */
export function useUnreadableRows(queryKey: QueryKey) {
  return useSyncExternalStore(unreadableRows.subscribe, () => unreadableRows.get(queryKey));
}

/** The fields the unreadable records' issues name, each once: `name, elevationGain`. */
export function unreadableFields(rows: readonly UnreadableRow[]): string {
  return [...new Set(rows.flatMap((row) => row.issues.map((issue) => String(issue.path[0]))))].join(', ');
}
